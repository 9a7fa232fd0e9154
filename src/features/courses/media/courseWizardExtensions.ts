import type { RegistryFieldsType, UiSchema } from '@rjsf/utils';
import { AudioUploadField } from '../../../renderer/widgets/media/AudioUploadField';
import { ImageUploadField } from '../../../renderer/widgets/media/ImageUploadField';

/** The course wizard's own RJSF fields: the media uploaders (via `fieldForHint`); the lessons are the generic item list. */
export const courseWizardFields = { ImageUploadField, AudioUploadField } satisfies RegistryFieldsType;

/**
 * Per-step uiSchema merged over the derived one: the intro audio's stored name and
 * Recrop image only for admins (spec 1 §4 image uploader, §6 roles: 'Admins may re-crop images').
 */
export function courseWizardUiSchemas({ canRecrop }: { canRecrop: boolean }): Record<string, UiSchema> {
  return {
    promo: {
      course_image: { 'ui:options': { allowRecrop: canRecrop } },
      intro_audio: { 'ui:options': { fileName: 'intro.mp3' } },
    },
  };
}

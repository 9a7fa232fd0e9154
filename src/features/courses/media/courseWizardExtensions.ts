import type { RegistryFieldsType, UiSchema } from '@rjsf/utils';
import { AudioUploadField, ImageUploadField } from '../../../renderer/widgets/media';
import { LessonsField } from '../lessons/LessonsField';

/** The course wizard's own RJSF fields: the media uploaders (via `fieldForHint`) and the lessons step. */
export const courseWizardFields = { ImageUploadField, AudioUploadField, LessonsField } satisfies RegistryFieldsType;

/** Per-step uiSchema merged over the derived one: the intro audio's stored name, and the lessons list. */
export const courseWizardUiSchemas: Record<string, UiSchema> = {
  promo: { intro_audio: { 'ui:options': { fileName: 'intro.mp3' } } },
  lessons: { lessons: { 'ui:field': 'LessonsField' } },
};

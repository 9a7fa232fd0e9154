import type { RegistryFieldsType } from '@rjsf/utils';
import { useMemo } from 'react';
import { accreditationsApi } from '../../../backend/http/services/accreditations';
import { createServiceClient } from '../../../backend/http/createServiceClient';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import { WizardView, type WizardViewProps } from '../../../renderer/WizardView';
import { AccreditationContext, type AccreditationTarget } from '../../../renderer/widgets/accreditation/AccreditationContext';
import { AudioUploadField } from '../../../renderer/widgets/media/AudioUploadField';
import { ImageUploadField } from '../../../renderer/widgets/media/ImageUploadField';
import { lazyField } from '../../../renderer/fields/lazyField';
import { useCanRecrop } from '../../wizardPage/useCanRecrop';
import { useItemIdOfContext } from '../../wizardPage/useItemIdOfContext';
import { WizardMediaProviders } from '../../wizardPage/WizardMediaProviders';

// The snippet picker (Mantine's NumberInput with react-number-format) and the HLS video field (ffmpeg's loader
// classes) are fetched with the first step that draws them, not with the track route (DESIGN §9, about 15 kB gzip).
const snippetPicker = lazyField(() => import('../../../renderer/widgets/media/snippet/SnippetPickerField').then((module) => module.SnippetPickerField));
const hlsVideo = lazyField(() => import('../../../renderer/widgets/media/video/HlsVideoField').then((module) => module.HlsVideoField));
const SnippetPickerField = snippetPicker.Field;
const HlsVideoField = hlsVideo.Field;
// The copyright proof (accreditation files) is on the second step: fetched when that step draws it (about 2 kB gzip).
const AccreditationFileField = lazyField(() =>
  import('../../../renderer/widgets/accreditation/AccreditationFileField').then((module) => module.AccreditationFileField),
).Field;

/** The track wizard's RJSF fields: image, audio, snippet picker, HLS video and the copyright proof (the renderer's, by name). */
const trackFields = { ImageUploadField, AudioUploadField, SnippetPickerField, HlsVideoField, AccreditationFileField } satisfies RegistryFieldsType;

export interface TrackWizardViewProps extends Omit<WizardViewProps, 'fields' | 'uiSchemas'> {
  /**
   * The id a new track will be created under. Its media live on the first step, so they upload to
   * `{uid}/uploads/tracks/{pendingId}` before the first save, which then creates the track under it.
   */
  pendingId: string;
}

/**
 * WizardView with the track's uploaders: files go under `{uid}/uploads/tracks/{trackId}` (an edit
 * folder for a live track); the copyright proof is an accreditation file of the track; Recrop image
 * only for admins.
 */
export function TrackWizardView({ pendingId, ...props }: TrackWizardViewProps) {
  const { input, onContext } = props;
  const backend = useBackend();
  const notifier = useNotifier();
  const [savedId, trackContext] = useItemIdOfContext(input.itemId, onContext);
  const trackId = savedId ?? pendingId;
  const canRecrop = useCanRecrop();
  const uiSchemas = useMemo(() => ({ details: { track_image: { 'ui:options': { allowRecrop: canRecrop } } } }), [canRecrop]);
  const accreditation = useMemo<AccreditationTarget>(
    () => ({ api: accreditationsApi(createServiceClient('teacherDashboard', backend, notifier)), notifier, itemId: trackId }),
    [backend, notifier, trackId],
  );
  return (
    <AccreditationContext.Provider value={accreditation}>
      <WizardMediaProviders area="tracks" itemId={trackId} live={input.mode === 'restricted'}>
        <WizardView {...props} onContext={trackContext} fields={trackFields} uiSchemas={uiSchemas} />
      </WizardMediaProviders>
    </AccreditationContext.Provider>
  );
}

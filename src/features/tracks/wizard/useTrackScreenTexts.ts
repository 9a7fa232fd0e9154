import { useMemo } from 'react';
import { useT } from '../../../lib/i18n';
import type { WizardScreenTexts } from '../../wizardPage/wizardPageTypes';

/** The track page's sentences around the wizard in the reader's language: spec 1 §4 'Thank you' after submit; the rest as for courses. */
export function useTrackScreenTexts(): WizardScreenTexts {
  const t = useT();
  return useMemo(
    () => ({
      editSubmission: t('tracks.wizard.editSubmission'),
      editingLiveTitle: t('tracks.wizard.editingLiveTitle'),
      submittedTitle: t('tracks.wizard.submittedTitle'),
      submitted: t('tracks.wizard.submitted'),
      editSubmitted: t('tracks.wizard.editSubmitted'),
      underReviewTitle: t('tracks.wizard.underReviewTitle'),
      underReview: t('tracks.wizard.underReview'),
      notFound: t('tracks.wizard.notFound'),
    }),
    [t],
  );
}

import { useMemo } from 'react';
import { translate, useT } from '../../../lib/i18n';
import type { WizardScreenTexts } from '../../wizardPage/wizardPageTypes';

// The retreat wizard page's own sentences come from the retreats catalog (src/lib/i18n/catalogs/*/retreats.ts);
// the wizard's field texts live in its schemas.

/** spec 2 §8: a step save or accommodation call that failed (the default toast's title), in the reader's language. */
export const saveFailedText = () => translate('retreats.wizard.saveFailed');
/** spec 2 §8: a submit that failed. */
export const submitFailedText = () => translate('retreats.wizard.submitFailed');

/** The sentences the wizard page kit shows around the retreat wizard, in the reader's language. */
export function useRetreatScreenTexts(): WizardScreenTexts {
  const t = useT();
  return useMemo(
    () => ({
      editSubmission: t('retreats.wizard.editSubmission'),
      editingLiveTitle: t('retreats.wizard.editingLiveTitle'),
      submittedTitle: t('retreats.wizard.submittedTitle'),
      submitted: t('retreats.wizard.submitted'),
      editSubmitted: t('retreats.wizard.editSubmitted'),
      underReviewTitle: t('retreats.wizard.underReviewTitle'),
      underReview: t('retreats.wizard.underReview'),
      notFound: t('retreats.wizard.notFound'),
    }),
    [t],
  );
}

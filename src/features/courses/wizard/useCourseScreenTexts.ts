import { useMemo } from 'react';
import { useT } from '../../../lib/i18n';
import type { WizardScreenTexts } from '../../wizardPage/wizardPageTypes';

/** The course page's sentences in the reader's language (the submit dialog says what happens next, spec 1 §1, §9; restricted mode, spec 1 §4). */
export function useCourseScreenTexts(): WizardScreenTexts {
  const t = useT();
  return useMemo(
    () => ({
      editSubmission: t('courses.wizard.editSubmission'),
      submitConfirm: t('publishing.course.submitConfirm'),
      editingLiveTitle: t('courses.wizard.editingLiveTitle'),
      submittedTitle: t('courses.wizard.submittedTitle'),
      submitted: t('courses.wizard.submitted'),
      editSubmitted: t('courses.wizard.editSubmitted'),
      underReviewTitle: t('courses.wizard.underReviewTitle'),
      underReview: t('courses.wizard.underReview'),
      notFound: t('courses.wizard.notFound'),
    }),
    [t],
  );
}

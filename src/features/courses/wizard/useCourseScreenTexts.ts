import { useMemo } from 'react';
import { useT } from '../../../lib/i18n';
import type { WizardScreenTexts } from '../../wizardPage/wizardPageTypes';
import { COURSE_SCREEN_TEXTS } from './courseScreenTexts';

/** The course page's sentences in the reader's language (the submit dialog says what happens next, spec 1 §1, §9). */
export function useCourseScreenTexts(): WizardScreenTexts {
  const t = useT();
  return useMemo(() => ({ ...COURSE_SCREEN_TEXTS, submitConfirm: t('publishing.course.submitConfirm') }), [t]);
}

import { WizardScreen, type WizardScreenProps } from '../../wizardPage/WizardScreen';
import { CourseWizardView } from '../media/CourseWizardView';
import { lessonLabel } from './courseScreenTexts';
import { useCourseScreenTexts } from './useCourseScreenTexts';

export { EDIT_SUBMISSION_TEXT, EDIT_SUBMITTED_TEXT, EDIT_UNDER_REVIEW_TEXT, EDIT_UNDER_REVIEW_TITLE, SUBMITTED_TEXT, SUBMITTED_TITLE } from './courseScreenTexts';

/** The course wizard page body: the generic wizard screen with the course fields, sentences and lesson labels. */
export function CourseWizardScreen(props: Omit<WizardScreenProps, 'View' | 'texts' | 'itemLabel'>) {
  const texts = useCourseScreenTexts();
  return <WizardScreen {...props} View={CourseWizardView} texts={texts} itemLabel={lessonLabel} />;
}

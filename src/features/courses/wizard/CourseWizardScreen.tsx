import { WizardScreen, type WizardScreenProps } from '../../wizardPage/WizardScreen';
import { CourseWizardView } from '../media/CourseWizardView';
import { lessonLabel } from './courseScreenTexts';
import { useCourseScreenTexts } from './useCourseScreenTexts';

/** The course wizard page body: the generic wizard screen with the course fields, sentences and lesson labels. */
export function CourseWizardScreen(props: Omit<WizardScreenProps, 'View' | 'texts' | 'itemLabel'>) {
  const texts = useCourseScreenTexts();
  return <WizardScreen {...props} View={CourseWizardView} texts={texts} itemLabel={lessonLabel} />;
}

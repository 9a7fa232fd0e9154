import { DraftWizard, type DraftWizardProps } from '../../wizardPage/DraftWizard';
import { WIZARD_PAGE_MESSAGES } from '../../wizardPage/messages';
import { CourseWizardView } from '../media/CourseWizardView';
import { lessonLabel } from './courseScreenTexts';
import { useCourseScreenTexts } from './useCourseScreenTexts';

export const DRAFT_RESTORED = WIZARD_PAGE_MESSAGES.draftRestored;
export const DISCARD_DRAFT = WIZARD_PAGE_MESSAGES.discardDraft;

/** The course wizard with its local draft (the wizard page kit's DraftWizard with the course's view and sentences). */
export function CourseDraftWizard(props: Omit<DraftWizardProps, 'View' | 'texts' | 'itemLabel'>) {
  const texts = useCourseScreenTexts();
  return <DraftWizard {...props} View={CourseWizardView} texts={texts} itemLabel={lessonLabel} />;
}

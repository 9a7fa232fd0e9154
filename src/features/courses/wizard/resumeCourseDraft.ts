/** The course wizard resumes its draft as every wizard page does. */
export { resumeWizardDraft as resumeCourseDraft, type ResumedWizard as ResumedCourse } from '../../wizardPage/resumeWizardDraft';

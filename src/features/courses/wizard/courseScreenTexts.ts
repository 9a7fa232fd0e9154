import type { WizardScreenTexts } from '../../wizardPage/wizardPageTypes';

/** Restricted mode: submitting a live course is an edit submission (spec 1 §4). */
export const EDIT_SUBMISSION_TEXT =
  'This course is live. When you submit, your changes are sent to our team for review, and nothing can be changed until the review is complete.';
export const SUBMITTED_TITLE = 'Course submitted';
export const SUBMITTED_TEXT = 'Thank you! Your course has been submitted for review. Reviews take up to 5 working days.';
export const EDIT_SUBMITTED_TEXT = 'Thank you! Your changes have been submitted for review. Nothing can be changed until the review is complete.';
/** PENDING_EDIT: the wizard opens read-only (spec 1 §4: changes are reviewed and nothing can be changed until then). */
export const EDIT_UNDER_REVIEW_TITLE = 'Edit waiting for approval';
export const EDIT_UNDER_REVIEW_TEXT =
  'Your changes to this live course are being reviewed by our team. Nothing can be changed until the review is complete; you can still look through every step.';

/** The course wizard page's sentences. */
export const COURSE_SCREEN_TEXTS: WizardScreenTexts = {
  editSubmission: EDIT_SUBMISSION_TEXT,
  editingLiveTitle: 'Editing a live course',
  submittedTitle: SUBMITTED_TITLE,
  submitted: SUBMITTED_TEXT,
  editSubmitted: EDIT_SUBMITTED_TEXT,
  underReviewTitle: EDIT_UNDER_REVIEW_TITLE,
  underReview: EDIT_UNDER_REVIEW_TEXT,
  notFound: 'Course not found',
};

// Lessons in the changes list read as they do in the lessons step: by day and title.
export const lessonLabel = (item: Record<string, unknown>, index: number) =>
  `Day ${typeof item.day === 'number' ? item.day : index + 1}: ${typeof item.title === 'string' && item.title ? item.title : 'Untitled'}`;

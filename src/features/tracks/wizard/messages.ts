import type { WizardScreenTexts } from '../../wizardPage/wizardPageTypes';

/** Spec 1 §8 track messages, and the track wizard page's own sentences (English). */
export const TRACK_MESSAGES = {
  createFailed: 'Error occurred while creating the track',
  updateFailed: 'Error occurred while updating the track',
  publishFailed: 'Some error occurred while publishing your track',
  saved: 'Track saved successfully',
  unknownCall: 'This wizard cannot make that call',
} as const;

/** The page's texts around the wizard: spec 1 §4 'Thank you' after submit; the rest as for courses. */
export const TRACK_SCREEN_TEXTS: WizardScreenTexts = {
  editSubmission: 'This track is live. When you submit, your changes are sent to our team for review, and nothing can be changed until the review is complete.',
  editingLiveTitle: 'Editing a live track',
  submittedTitle: 'Thank you',
  submitted: 'Thank you! Your track has been submitted for review. Reviews take up to 5 working days.',
  editSubmitted: 'Thank you! Your changes have been submitted for review. Nothing can be changed until the review is complete.',
  underReviewTitle: 'Edit waiting for approval',
  underReview: 'Your changes to this live track are being reviewed by our team. Nothing can be changed until the review is complete; you can still look through every step.',
  notFound: 'Track not found',
};

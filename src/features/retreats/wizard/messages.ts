// The retreat wizard page's own sentences (English); the wizard's field texts live in its schemas.

/** spec 2 §8: a step save or accommodation call that failed (the default toast). */
export const SAVE_FAILED = 'Whoops, something went wrong.';
export const SAVE_FAILED_DETAIL = 'Please try again. If you keep seeing this please contact us via the feedback form.';
/** spec 2 §8: a submit that failed. */
export const SUBMIT_FAILED = 'Something went wrong please try again.';

export const RETREAT_TEXTS = {
  createHeading: 'Create Retreat',
  editHeading: 'Edit Retreat',
  viewHeading: 'Retreat preview',
  editSubmission: 'Your retreat will be sent for review.',
  editingLiveTitle: 'Editing an approved retreat',
  submittedTitle: 'Retreat submitted',
  submitted: 'Thank you! Your retreat was sent for review. We will let you know once it is approved.',
  editSubmitted: 'Your changes were sent for review.',
  underReviewTitle: 'Under review',
  underReview: 'This retreat is waiting for review.',
  notFound: 'Retreat not found',
  readOnlyTitle: 'Read only',
  readOnly: 'You can view this retreat, but only its host can change it.',
} as const;

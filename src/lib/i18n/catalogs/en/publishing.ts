/** The course wizard's review, keyboard and phone touches, and the dashboard home (issue 15). */
export const publishing = {
  'publishing.review.edit': 'Edit',
  'publishing.review.editStep': 'Edit {step}',
  'publishing.review.toFinish': 'Finish these steps before you submit',
  'publishing.review.notSaved': 'Not saved yet: open the step and press Save & Next.',
  'publishing.review.yes': 'Yes',
  'publishing.review.no': 'No',
  'publishing.review.audioLength': 'Length {length}',
  'publishing.review.imageCrop': '{label}, {crop} crop',
  'publishing.review.cropPortrait': 'portrait',
  'publishing.review.cropLandscape': 'landscape',
  'publishing.review.cropSquare': 'square',
  'publishing.course.submitConfirm':
    'Your course goes to our team for review, which takes up to 5 working days. You will see its status under Courses, and we will let you know when it is live.',
} as const;

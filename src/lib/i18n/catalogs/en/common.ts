/** Words many screens share. */
export const common = {
  'common.save': 'Save',
  'common.cancel': 'Cancel',
  'common.close': 'Close',
  'common.delete': 'Delete',
  'common.edit': 'Edit',
  'common.back': 'Back',
  'common.next': 'Next',
  'common.loading': 'Loading…',
  'common.language': 'Language',
  'common.followers': '{count, plural, one {{shown} Follower} other {{shown} Followers}}',
};

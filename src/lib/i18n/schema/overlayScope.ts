/**
 * Schema files whose translations must be complete in every locale (schemas:check fails on a missing
 * entry there): the screens that exist. A wizard still being written is reported with its count of
 * untranslated texts and joins this list once it lands and is translated.
 */
export const REQUIRED_OVERLAY_FILES = [
  'schemas/common/',
  'schemas/community/',
  'schemas/wizards/account-settings/',
  'schemas/wizards/community-reply/',
  'schemas/wizards/course/',
  'schemas/wizards/forum-post/',
  'schemas/wizards/forum-reply/',
  'schemas/wizards/live-comment/',
  'schemas/wizards/live-event/',
  'schemas/wizards/payout/',
  'schemas/wizards/profile/',
  'schemas/wizards/promo-code/',
  'schemas/wizards/retreat/',
  'schemas/wizards/track/',
  'schemas/wizards/workshop/',
];

export const isRequiredFile = (key: string) => REQUIRED_OVERLAY_FILES.some((prefix) => key.startsWith(prefix));

/**
 * Schema files whose translations must be complete in every locale (schemas:check fails on a missing
 * entry there): the screens that exist. A wizard still being written is reported with its count of
 * untranslated texts and joins this list once it lands and is translated.
 */
export const REQUIRED_OVERLAY_FILES = [
  'schemas/common/',
  'schemas/wizards/course/',
  'schemas/wizards/profile/',
  'schemas/wizards/track/',
  'schemas/wizards/retreat/',
  'schemas/wizards/workshop/',
  'schemas/wizards/promo-code/',
];

export const isRequiredFile = (key: string) => REQUIRED_OVERLAY_FILES.some((prefix) => key.startsWith(prefix));

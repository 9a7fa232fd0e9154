/**
 * Spec 3 §5 'Promo code', one row per rule: a form that breaks it, the field and the exact message.
 * The browser's validator (promoCodeRules.test.ts) and the server's attach call both answer with these.
 */
export const VALID_PROMO_CODE = { name: 'SPRING20', type: 'PERCENT', percent_off: 20, max_redemptions: 10 } as const;

export const PROMO_CODE_RULES: ReadonlyArray<[rule: string, form: Record<string, unknown>, pointer: string, message: string]> = [
  ['name required', { ...VALID_PROMO_CODE, name: undefined }, '/name', 'Please add a promo code name'],
  ['name not empty', { ...VALID_PROMO_CODE, name: '' }, '/name', 'Please add a promo code name'],
  ['name letters and digits only', { ...VALID_PROMO_CODE, name: 'SPRING-20' }, '/name', 'Please use alphabets and numbers only.'],
  ['name without spaces', { ...VALID_PROMO_CODE, name: 'SPRING 20' }, '/name', 'Please use alphabets and numbers only.'],
  ['type required', { ...VALID_PROMO_CODE, type: undefined }, '/type', 'Please select promo type'],
  ['type one of the two', { ...VALID_PROMO_CODE, type: 'FREE' }, '/type', 'Please select promo type'],
  ['percent_off required when PERCENT', { ...VALID_PROMO_CODE, percent_off: undefined }, '/percent_off', 'Please enter percentage off'],
  ['percent_off at most 100', { ...VALID_PROMO_CODE, percent_off: 101 }, '/percent_off', 'Discount percentage cannot be more than 100'],
  ['percent_off positive', { ...VALID_PROMO_CODE, percent_off: 0 }, '/percent_off', 'Invalid percentage off'],
  ['percent_off not negative', { ...VALID_PROMO_CODE, percent_off: -5 }, '/percent_off', 'Invalid percentage off'],
  ['percent_off numeric', { ...VALID_PROMO_CODE, percent_off: 'ten' }, '/percent_off', 'Percentage off must be a number'],
  ['fixed_amount_off required when FIXED', { ...VALID_PROMO_CODE, type: 'FIXED', percent_off: undefined }, '/fixed_amount_off', 'Please enter discount amount'],
  ['fixed_amount_off positive', { ...VALID_PROMO_CODE, type: 'FIXED', fixed_amount_off: 0 }, '/fixed_amount_off', 'Invalid discount amount'],
  ['fixed_amount_off numeric', { ...VALID_PROMO_CODE, type: 'FIXED', fixed_amount_off: 'five' }, '/fixed_amount_off', 'Discount amount must be a number'],
  ['max_redemptions required', { ...VALID_PROMO_CODE, max_redemptions: undefined }, '/max_redemptions', 'Please enter max redemptions allowed'],
  ['max_redemptions positive', { ...VALID_PROMO_CODE, max_redemptions: 0 }, '/max_redemptions', 'Invalid max redemption'],
  ['max_redemptions numeric', { ...VALID_PROMO_CODE, max_redemptions: 2.5 }, '/max_redemptions', 'Max redemptions must be a whole number'],
];

/** Drops the keys set to undefined (a row's way of saying "field left empty"). */
export const formOf = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined));

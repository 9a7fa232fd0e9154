/**
 * The promo code form's values (schemas/wizards/promo-code) and what each step of adding a code sends
 * (spec 3 §4: coupon → promotion code → attach). Shared by the browser, which sends them, and the server,
 * which checks every attached code against the form's schema again.
 */

/** The form as schemas/wizards/promo-code/steps/promo-code.schema.json declares it. */
export interface PromoCodeForm {
  name: string;
  type: 'PERCENT' | 'FIXED';
  percent_off?: number;
  /** US dollars in the form; cents at the payment service. */
  fixed_amount_off?: number;
  max_redemptions: number;
  /** YYYY-MM-DD; absent: no expiry. */
  expires_on?: string;
}

/** A promo code as a workshop keeps it (spec 3 §3 Promotion code; the payment service's attach answer). */
export interface PromoCodeEntry {
  id: string;
  coupon_id: string;
  name: string;
  type: 'PERCENT' | 'FIXED';
  percent_off: number | null;
  /** Cents. */
  fixed_amount_off: number | null;
  max_redemptions: number | null;
  /** Unix seconds; 0 for none. */
  expires_at: number;
  times_redeemed: number;
  created: number;
}

export const PROMO_CODE_WIZARD_ID = 'promo-code';
export const PROMO_CODE_STEP = 'promo-code';

const toCents = (dollars: number): number => Math.round(dollars * 100);

/** A code expires at the end of its day (UTC), in unix seconds (spec 3 §9). */
export const expiresAtOf = (expiresOn: string | undefined): number => (expiresOn ? Math.floor(Date.parse(`${expiresOn}T23:59:59Z`) / 1000) : 0);

/** The body of POST /coupons for a workshop's payment product (duration forever and currency usd are the client's). */
export function couponBodyOf(form: PromoCodeForm, productId: string) {
  const discount = form.type === 'PERCENT' ? { percent_off: form.percent_off! } : { amount_off: toCents(form.fixed_amount_off!) };
  return { ...discount, max_redemptions: form.max_redemptions, applies_to: { products: [productId] } };
}

/** The body of POST /promotion_codes made from a coupon. */
export function promotionCodeBodyOf(form: PromoCodeForm, couponId: string) {
  const expiresAt = expiresAtOf(form.expires_on);
  return { coupon: couponId, active: true, code: form.name, max_redemptions: form.max_redemptions, ...(expiresAt ? { expires_at: expiresAt } : {}) };
}

/** The form an attached code stands for, to check it with the form's schema (cents back to dollars). */
export function formOfEntry(entry: Omit<PromoCodeEntry, 'id' | 'coupon_id' | 'times_redeemed' | 'created'>): Record<string, unknown> {
  return {
    name: entry.name,
    type: entry.type,
    ...(entry.percent_off !== null ? { percent_off: entry.percent_off } : {}),
    ...(entry.fixed_amount_off !== null ? { fixed_amount_off: entry.fixed_amount_off / 100 } : {}),
    ...(entry.max_redemptions !== null ? { max_redemptions: entry.max_redemptions } : {}),
    ...(entry.expires_at ? { expires_on: new Date(entry.expires_at * 1000).toISOString().slice(0, 10) } : {}),
  };
}

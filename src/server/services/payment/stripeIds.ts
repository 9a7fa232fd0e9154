import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const COUPON_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function randomText(length: number, alphabet: string): string {
  return Array.from(randomBytes(length), (b) => alphabet[b % alphabet.length]).join('');
}

/**
 * Ids shaped as the card payment provider's (Stripe) so the browser and stored `stripe_refs` cannot tell
 * the embedded service from production: `prod_…`, `price_…`, `promo_…`, and coupons as 8 capitals/digits.
 */
export const stripeIds = {
  product: () => `prod_${randomText(14, ALPHABET)}`,
  price: () => `price_${randomText(24, ALPHABET)}`,
  promotionCode: () => `promo_${randomText(24, ALPHABET)}`,
  coupon: () => randomText(8, COUPON_ALPHABET),
};

/** The id prefixes, to answer an id of the wrong kind with 404 before touching storage. */
export const looksLike = {
  product: (id: string) => /^prod_[A-Za-z0-9]{6,40}$/.test(id),
  price: (id: string) => /^price_[A-Za-z0-9]{6,40}$/.test(id),
  promotionCode: (id: string) => /^promo_[A-Za-z0-9]{6,40}$/.test(id),
  coupon: (id: string) => /^[A-Za-z0-9_-]{1,60}$/.test(id),
};

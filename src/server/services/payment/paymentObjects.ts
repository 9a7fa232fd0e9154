/** The payment service's objects, in the card payment provider's (Stripe) shapes, as stored and answered. */

/** Who a call acts for: a publisher reaches only their own objects, an admin every publisher's. */
export interface PaymentCaller {
  uid: string;
  isAdmin: boolean;
}

interface StripeObject {
  id: string;
  /** Unix seconds. */
  created: number;
  /** False when the call carried the test-environment header (spec 3 §2 TEST_STRIPE=true). */
  livemode: boolean;
  /** `owner_id`: the publisher the object belongs to (the ownership check reads it). */
  metadata: { owner_id: string };
}

export interface Product extends StripeObject {
  object: 'product';
  active: boolean;
  name: string;
  description: string | null;
  images: string[];
  /** Unix seconds of the last update. */
  updated: number;
}

export interface CustomUnitAmount {
  enabled: true;
  minimum: number | null;
  maximum: number | null;
  preset: number | null;
}

export interface Price extends StripeObject {
  object: 'price';
  active: boolean;
  currency: 'usd';
  product: string;
  type: 'one_time';
  /** Cents; null for a custom-amount price (retreats). */
  unit_amount: number | null;
  custom_unit_amount: CustomUnitAmount | null;
  nickname: string | null;
  lookup_key: string | null;
}

export interface Coupon extends StripeObject {
  object: 'coupon';
  percent_off: number | null;
  /** Cents. */
  amount_off: number | null;
  currency: 'usd' | null;
  duration: 'forever';
  max_redemptions: number | null;
  times_redeemed: number;
  applies_to: { products: string[] };
  valid: boolean;
}

export interface PromotionCode extends StripeObject {
  object: 'promotion_code';
  code: string;
  active: boolean;
  coupon: Coupon;
  max_redemptions: number | null;
  /** Unix seconds; null for none. */
  expires_at: number | null;
  times_redeemed: number;
}

/** A Stripe-style list answer. */
export interface List<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
  url: string;
}

export const listOf = <T>(url: string, data: T[], hasMore = false): List<T> => ({ object: 'list', data, has_more: hasMore, url });

/** Where each kind is stored: top-level collections the documents API does not serve (server-owned). */
export const PAYMENT_COLLECTIONS = {
  product: 'payment_products',
  price: 'payment_prices',
  coupon: 'payment_coupons',
  promotionCode: 'payment_promotion_codes',
} as const;

export const unixNow = (now = Date.now()): number => Math.floor(now / 1000);

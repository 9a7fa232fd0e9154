import { badRequest } from '../../http/HttpError';
import { BodyReader } from '../bodyReader';
import type { CouponInput, PriceInput, ProductInput, PromotionCodeInput } from './paymentStore';

// The provider's own limits (cents up to 8 digits; codes of letters and digits as the promo code form allows).
const MAX_UNIT_AMOUNT = 99_999_999;
const CODE = /^[A-Za-z0-9]+$/;

type Body = Record<string, unknown>;

/** POST /products and POST /products/{id}: name, description, images (null clears). */
export function productBody(body: Body, { partial }: { partial: boolean }): Partial<ProductInput> {
  const read = new BodyReader(body, ['name', 'description', 'images']);
  const name = partial ? read.string('name', { max: 250 }) : read.string('name', { required: true, max: 250 });
  if (partial && name !== undefined && name.trim() === '') throw badRequest('Invalid name: must not be empty');
  return {
    ...(name !== undefined ? { name } : {}),
    ...(read.has('description') || body.description === null ? { description: read.string('description', { max: 40_000 }) ?? null } : {}),
    ...(body.images !== undefined ? { images: read.strings('images', { max: 8, nullable: true }) ?? null } : {}),
  };
}

/** POST /prices: a fixed unit_amount in cents, or a custom amount (retreats); currency usd only. */
export function priceBody(body: Body): PriceInput {
  const read = new BodyReader(body, ['unit_amount', 'custom_unit_amount', 'product', 'currency', 'nickname', 'lookup_key']);
  read.choice('currency', ['usd'], { required: true });
  const product = read.string('product', { required: true, max: 100 });
  const nickname = read.string('nickname', { max: 250 });
  const lookup_key = read.string('lookup_key', { max: 200 });
  const common = { product, ...(nickname !== undefined ? { nickname } : {}), ...(lookup_key !== undefined ? { lookup_key } : {}) };
  const custom = read.object('custom_unit_amount', ['enabled', 'minimum', 'maximum', 'preset']);
  if (custom && read.has('unit_amount')) throw badRequest('Only one of unit_amount or custom_unit_amount may be set.');
  if (!custom) return { ...common, unit_amount: read.integer('unit_amount', { required: true, min: 0, max: MAX_UNIT_AMOUNT }) };
  if (custom.boolean('enabled') !== true) throw badRequest('Invalid custom_unit_amount[enabled]: must be true');
  const bound = (key: string) => custom.integer(key, { min: 0, max: MAX_UNIT_AMOUNT }) ?? null;
  const amounts = { minimum: bound('minimum'), maximum: bound('maximum'), preset: bound('preset') };
  if (amounts.minimum !== null && amounts.maximum !== null && amounts.minimum > amounts.maximum) {
    throw badRequest('Invalid custom_unit_amount: minimum must not exceed maximum');
  }
  return { ...common, custom_unit_amount: amounts };
}

/** POST /prices/{id}: active and nickname (active false deactivates). */
export function priceUpdateBody(body: Body): { active?: boolean; nickname?: string } {
  const read = new BodyReader(body, ['active', 'nickname']);
  const active = read.boolean('active');
  const nickname = read.string('nickname', { max: 250 });
  return { ...(active !== undefined ? { active } : {}), ...(nickname !== undefined ? { nickname } : {}) };
}

/** POST /coupons: percent_off or amount_off (cents), currency usd, duration forever, max_redemptions, applies_to.products. */
export function couponBody(body: Body): CouponInput {
  const read = new BodyReader(body, ['percent_off', 'amount_off', 'currency', 'duration', 'max_redemptions', 'applies_to']);
  read.choice('duration', ['forever'], { required: true });
  const appliesTo = read.object('applies_to', ['products'], { required: true })!;
  const products = appliesTo.strings('products', { max: 100, itemMax: 100 });
  if (!products || products.length === 0) throw badRequest('Missing required param: applies_to[products].');
  const maxRedemptions = read.integer('max_redemptions', { min: 1 });
  const common = { products, ...(maxRedemptions !== undefined ? { max_redemptions: maxRedemptions } : {}) };
  if (read.has('percent_off') === read.has('amount_off')) throw badRequest('Exactly one of percent_off or amount_off must be set.');
  if (read.has('percent_off')) {
    const percent = read.number('percent_off', { required: true, max: 100 });
    if (percent <= 0) throw badRequest('Invalid percent_off: must be greater than 0');
    if (read.has('currency')) read.choice('currency', ['usd']);
    return { ...common, percent_off: percent };
  }
  read.choice('currency', ['usd'], { required: true });
  return { ...common, amount_off: read.integer('amount_off', { required: true, min: 1, max: MAX_UNIT_AMOUNT }) };
}

/** POST /promotion_codes: coupon, active, code, max_redemptions, expires_at (unix seconds, 0 for none). */
export function promotionCodeBody(body: Body): PromotionCodeInput {
  const read = new BodyReader(body, ['coupon', 'active', 'code', 'max_redemptions', 'expires_at']);
  const code = read.string('code', { required: true, max: 500 });
  if (!CODE.test(code)) throw badRequest('Invalid code: use letters and digits only');
  const active = read.boolean('active');
  const maxRedemptions = read.integer('max_redemptions', { min: 1 });
  const expiresAt = read.integer('expires_at', { min: 0 });
  return {
    coupon: read.string('coupon', { required: true, max: 100 }),
    code,
    ...(active !== undefined ? { active } : {}),
    ...(maxRedemptions !== undefined ? { max_redemptions: maxRedemptions } : {}),
    ...(expiresAt ? { expires_at: expiresAt } : {}),
  };
}

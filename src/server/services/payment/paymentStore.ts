import type { DocData } from '../../../backend/ports';
import type { DocumentStore } from '../../db/DocumentStore';
import { badRequest, notFound } from '../../http/HttpError';
import {
  PAYMENT_COLLECTIONS as C,
  unixNow,
  type Coupon,
  type CustomUnitAmount,
  type PaymentCaller,
  type Price,
  type Product,
  type PromotionCode,
} from './paymentObjects';
import { looksLike, stripeIds } from './stripeIds';

type Store = Pick<DocumentStore, 'get' | 'set' | 'query'>;

export interface ProductInput {
  name: string;
  description?: string | null;
  images?: string[] | null;
}

export type PriceInput = { product: string; nickname?: string; lookup_key?: string } & (
  | { unit_amount: number; custom_unit_amount?: undefined }
  | { unit_amount?: undefined; custom_unit_amount: Omit<CustomUnitAmount, 'enabled'> }
);

export type CouponInput = ({ percent_off: number; amount_off?: undefined } | { amount_off: number; percent_off?: undefined }) & {
  max_redemptions?: number;
  products: string[];
};

export interface PromotionCodeInput {
  coupon: string;
  code: string;
  active?: boolean;
  max_redemptions?: number;
  /** Unix seconds; 0 or absent for none. */
  expires_at?: number;
}

// A publisher learns nothing about another's objects: not theirs reads exactly as missing.
function owned<T extends { metadata: { owner_id: string } }>(found: T | null, caller: PaymentCaller, missing: string): T {
  if (!found || (!caller.isAdmin && found.metadata.owner_id !== caller.uid)) throw notFound(missing);
  return found;
}

const noSuch = (kind: string, id: string) => `No such ${kind}: '${id}'`;

/**
 * The embedded payment service's operations (spec 3 §7) over SQLite, for the HTTP routes and for server
 * code that creates products in-process (retreat submit, workshop save). Every call checks ownership:
 * products, prices, coupons and promotion codes belong to the publisher who created them (admins reach all).
 */
export function paymentStore(store: Store, now: () => number = Date.now) {
  const read = async <T>(collection: string, id: string): Promise<T | null> => ((await store.get(`${collection}/${id}`))?.data as T | undefined) ?? null;
  const write = (collection: string, object: { id: string }) => store.set(`${collection}/${object.id}`, object as unknown as DocData);
  const stamp = (caller: PaymentCaller, livemode: boolean, ownerId = caller.uid) => ({
    created: unixNow(now()),
    livemode,
    metadata: { owner_id: ownerId },
  });

  const getProduct = async (caller: PaymentCaller, id: string): Promise<Product> =>
    owned(looksLike.product(id) ? await read<Product>(C.product, id) : null, caller, noSuch('product', id));
  const getPrice = async (caller: PaymentCaller, id: string): Promise<Price> =>
    owned(looksLike.price(id) ? await read<Price>(C.price, id) : null, caller, noSuch('price', id));
  const getCoupon = async (caller: PaymentCaller, id: string): Promise<Coupon> =>
    owned(looksLike.coupon(id) ? await read<Coupon>(C.coupon, id) : null, caller, noSuch('coupon', id));

  const expandPromotionCode = async (stored: Omit<PromotionCode, 'coupon'> & { coupon: string }): Promise<PromotionCode> => ({
    ...stored,
    coupon: (await read<Coupon>(C.coupon, stored.coupon))!,
  });

  return {
    getProduct,
    getPrice,
    getCoupon,

    async createProduct(caller: PaymentCaller, input: ProductInput, livemode: boolean): Promise<Product> {
      const product: Product = {
        id: stripeIds.product(),
        object: 'product',
        active: true,
        name: input.name,
        description: input.description ?? null,
        images: input.images ?? [],
        ...stamp(caller, livemode),
        updated: unixNow(now()),
      };
      await write(C.product, product);
      return product;
    },

    /** Only the fields sent change; `images: null` clears the images. */
    async updateProduct(caller: PaymentCaller, id: string, input: Partial<ProductInput>): Promise<Product> {
      const product = await getProduct(caller, id);
      const next: Product = {
        ...product,
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.images !== undefined ? { images: input.images ?? [] } : {}),
        updated: unixNow(now()),
      };
      await write(C.product, next);
      return next;
    },

    /** The caller's products (every publisher's for an admin, or one publisher's with `ownerId`), newest first. */
    async listProducts(caller: PaymentCaller, { ownerId, limit = 100 }: { ownerId?: string; limit?: number } = {}): Promise<Product[]> {
      const owner = caller.isAdmin ? ownerId : caller.uid;
      const where = owner ? [['metadata.owner_id', '==', owner]] : [];
      return (await store.query(C.product, { where, orderBy: [['created', 'desc']], limit })).map((doc) => doc.data as unknown as Product);
    },

    async createPrice(caller: PaymentCaller, input: PriceInput, livemode: boolean): Promise<Price> {
      const product = await getProduct(caller, input.product);
      if (!product.active) throw badRequest(`The product '${product.id}' is not active.`);
      const price: Price = {
        id: stripeIds.price(),
        object: 'price',
        active: true,
        currency: 'usd',
        product: product.id,
        type: 'one_time',
        unit_amount: input.unit_amount ?? null,
        custom_unit_amount: input.custom_unit_amount ? { enabled: true, ...input.custom_unit_amount } : null,
        nickname: input.nickname ?? null,
        lookup_key: input.lookup_key ?? null,
        ...stamp(caller, livemode, product.metadata.owner_id),
      };
      await write(C.price, price);
      return price;
    },

    /** `active: false` deactivates (a price change keeps the old price, inactive, as the provider does). */
    async updatePrice(caller: PaymentCaller, id: string, input: { active?: boolean; nickname?: string }): Promise<Price> {
      const price = await getPrice(caller, id);
      const next: Price = {
        ...price,
        ...(input.active !== undefined ? { active: input.active } : {}),
        ...(input.nickname !== undefined ? { nickname: input.nickname } : {}),
      };
      await write(C.price, next);
      return next;
    },

    /** The prices of one of the caller's products, newest first. */
    async listPrices(caller: PaymentCaller, productId: string, active?: boolean): Promise<Price[]> {
      await getProduct(caller, productId);
      const where: unknown[] = [['product', '==', productId]];
      if (active !== undefined) where.push(['active', '==', active]);
      return (await store.query(C.price, { where, orderBy: [['created', 'desc']] })).map((doc) => doc.data as unknown as Price);
    },

    /** A coupon applies only to the caller's own products (duration forever, currency usd, spec 3 §7). */
    async createCoupon(caller: PaymentCaller, input: CouponInput, livemode: boolean): Promise<Coupon> {
      if (input.products.length === 0) throw badRequest('Invalid applies_to[products]: must name at least one product');
      const owners = new Set((await Promise.all(input.products.map((id) => getProduct(caller, id)))).map((product) => product.metadata.owner_id));
      if (owners.size > 1) throw badRequest('Invalid applies_to[products]: the products belong to different publishers');
      const coupon: Coupon = {
        id: stripeIds.coupon(),
        object: 'coupon',
        percent_off: input.percent_off ?? null,
        amount_off: input.amount_off ?? null,
        currency: input.amount_off !== undefined ? 'usd' : null,
        duration: 'forever',
        max_redemptions: input.max_redemptions ?? null,
        times_redeemed: 0,
        applies_to: { products: [...input.products] },
        valid: true,
        ...stamp(caller, livemode, [...owners][0]),
      };
      await write(C.coupon, coupon);
      return coupon;
    },

    /** Codes are unique among active codes, in any letter case, as at the provider. */
    async createPromotionCode(caller: PaymentCaller, input: PromotionCodeInput, livemode: boolean): Promise<PromotionCode> {
      const coupon = await getCoupon(caller, input.coupon);
      if (input.expires_at && input.expires_at <= unixNow(now())) throw badRequest('Invalid expires_at: must be in the future');
      const clash = (await store
        .query(C.promotionCode, { where: [['code_key', '==', input.code.toUpperCase()], ['active', '==', true]], limit: 1 }))
        .at(0);
      if (clash) throw badRequest(`An active promotion code with \`code: ${input.code}\` already exists.`);
      const stored = {
        id: stripeIds.promotionCode(),
        object: 'promotion_code' as const,
        code: input.code,
        code_key: input.code.toUpperCase(),
        active: input.active ?? true,
        coupon: coupon.id,
        max_redemptions: input.max_redemptions ?? null,
        expires_at: input.expires_at ? input.expires_at : null,
        times_redeemed: 0,
        ...stamp(caller, livemode, coupon.metadata.owner_id),
      };
      await write(C.promotionCode, stored);
      const { code_key: _key, ...answer } = stored;
      return expandPromotionCode(answer);
    },

    async getPromotionCode(caller: PaymentCaller, id: string): Promise<PromotionCode> {
      const stored = looksLike.promotionCode(id) ? await read<Omit<PromotionCode, 'coupon'> & { coupon: string; code_key?: string }>(C.promotionCode, id) : null;
      const { code_key: _key, ...found } = owned(stored, caller, noSuch('promotion code', id));
      return expandPromotionCode(found);
    },
  };
}

export type PaymentStore = ReturnType<typeof paymentStore>;

import type { CallOptions, ServiceClient } from '../createServiceClient';
import type { UnstatedAnswer } from './teacherDashboard';

export interface ProductBody {
  name: string;
  description: string;
  /** null clears the images of an existing product. */
  images: string[] | null;
}

export type CouponBody = ({ percent_off: number } | { amount_off: number }) & {
  max_redemptions?: number;
  applies_to: { products: string[] };
};

export interface PromotionCodeBody {
  coupon: string;
  active: boolean;
  code: string;
  max_redemptions?: number;
  /** Unix seconds (spec 3 §9). */
  expires_at?: number;
}

const id = encodeURIComponent;

/**
 * The header that flags the test environment (spec 3 §2 `?TEST_STRIPE=true`; the spec does not name it).
 * The embedded payment service stores what such a call creates with `livemode: false`.
 */
export const TEST_ENVIRONMENT_HEADER = 'X-Test-Environment';
export const testEnvironmentHeaders = (testMode: boolean): Record<string, string> => (testMode ? { [TEST_ENVIRONMENT_HEADER]: 'true' } : {});

/**
 * Payment and marketplace service calls (spec 3 §7). The spec says a header flags the test
 * environment on product creation without naming it: callers pass it through `options.headers`.
 */
export function paymentApi(client: ServiceClient) {
  return {
    createProduct(body: ProductBody, options?: CallOptions) {
      return client.request<{ id: string } & UnstatedAnswer>('post', 'api/v1/products', { ...options, json: body });
    },
    updateProduct(productId: string, body: ProductBody, options?: CallOptions) {
      return client.request<UnstatedAnswer>('post', `api/v1/products/${id(productId)}`, { ...options, json: body });
    },
    createPrice(body: { unit_amount: number; product: string; nickname: string; lookup_key: string }, options?: CallOptions) {
      return client.request<{ id: string } & UnstatedAnswer>('post', 'api/v1/prices', {
        ...options,
        json: { ...body, currency: 'usd' },
      });
    },
    /** Retreats: a price whose amount the buyer's checkout sets (spec 3 §7 custom-amount variant). */
    createCustomAmountPrice(
      body: { product: string; nickname: string; lookup_key?: string; custom_unit_amount: { minimum?: number; maximum?: number; preset?: number } },
      options?: CallOptions,
    ) {
      return client.request<{ id: string } & UnstatedAnswer>('post', 'api/v1/prices', {
        ...options,
        json: { ...body, currency: 'usd', custom_unit_amount: { enabled: true, ...body.custom_unit_amount } },
      });
    },
    /** A product's prices, newest first (the embedded service's list; `active` filters). */
    listPrices(productId: string, active?: boolean, options?: CallOptions) {
      return client.request<{ data: Array<{ id: string; active: boolean; unit_amount: number | null } & UnstatedAnswer> }>('get', 'api/v1/prices', {
        ...options,
        searchParams: { product: productId, active },
      });
    },
    deactivatePrice(priceId: string, nickname: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('post', `api/v1/prices/${id(priceId)}`, {
        ...options,
        json: { active: false, nickname },
      });
    },
    createCoupon(body: CouponBody, options?: CallOptions) {
      return client.request<{ id: string } & UnstatedAnswer>('post', 'api/v1/coupons', {
        ...options,
        json: { ...body, currency: 'usd', duration: 'forever' },
      });
    },
    createPromotionCode(body: PromotionCodeBody, options?: CallOptions) {
      return client.request<{ id: string } & UnstatedAnswer>('post', 'api/v1/promotion_codes', { ...options, json: body });
    },
    getPromotionCode(promotionCodeId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>('get', `api/v1/promotion_codes/${id(promotionCodeId)}`, options);
    },
    /** The caller's shop products of a type (spec 3 §7 listing by user, status list and type; promos limit 50). */
    listShopProducts(query: { type?: string; status?: string; limit?: number; owner_id?: string }, options?: CallOptions) {
      return client.request<{ data: Array<{ id: string; owner_id: string } & UnstatedAnswer>; has_more: boolean }>('get', 'api/v1/shop_products', {
        ...options,
        searchParams: query,
      });
    },
    /** The last step of adding a promo code (coupon → promotion code → attach, spec 3 §4). */
    attachPromotionCode(shopProductId: string, promotionCodeId: string, options?: CallOptions) {
      return client.request<{ data: UnstatedAnswer[] }>('post', `api/v1/shop_products/${id(shopProductId)}/promotion_codes`, {
        ...options,
        json: { promotion_code: promotionCodeId },
      });
    },
    listAttachedPromotionCodes(shopProductId: string, options?: CallOptions) {
      return client.request<{ data: UnstatedAnswer[] }>('get', `api/v1/shop_products/${id(shopProductId)}/promotion_codes`, options);
    },
    getShopProductReviews(
      query: { offset: number; limit: number; owner_id?: string; shop_product_id?: string },
      options?: CallOptions,
    ) {
      return client.request<UnstatedAnswer>('get', 'api/v1/shop_products/reviews', { ...options, searchParams: query });
    },
    getAccommodationOptionStats(shopProductId: string, options?: CallOptions) {
      return client.request<UnstatedAnswer>(
        'get',
        `api/v1/shop_products/${id(shopProductId)}/retreat/accommodation-options/stats`,
        options,
      );
    },
  };
}

export type PaymentApi = ReturnType<typeof paymentApi>;

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

import { createServiceClient } from '../../../backend/http/createServiceClient';
import type { Notifier } from '../../../backend/http/notifier';
import { paymentApi, testEnvironmentHeaders } from '../../../backend/http/services/payment';
import type { Backend } from '../../../backend/ports';
import { couponBodyOf, promotionCodeBodyOf, type PromoCodeEntry, type PromoCodeForm } from '../../../domain/shop/promoCodeValues';

/** Which step of adding a code failed, for the spec 3 §8 text of each. */
export type PromoCodeStage = 'coupon' | 'promotionCode' | 'attach';

export class PromoCodeFailure extends Error {
  constructor(
    readonly stage: PromoCodeStage,
    readonly serverMessage: string | null,
  ) {
    super(serverMessage ?? stage);
  }
}

// The server's own message, if its answer carried one (ky's default text is not one).
async function serverMessageOf(error: unknown): Promise<string | null> {
  const response = (error as { response?: Response } | null)?.response;
  if (!response) return null;
  const body = (await response.clone().json().catch(() => null)) as { message?: unknown } | null;
  return typeof body?.message === 'string' && body.message !== '' ? body.message : null;
}

const failing = (stage: PromoCodeStage) => async (error: unknown): Promise<never> => {
  throw new PromoCodeFailure(stage, await serverMessageOf(error));
};

/**
 * Spec 3 §4: a code is a coupon for the workshop's product, then a promotion code made from it, then
 * attached to the workshop. Each failure is told apart (spec 3 §8). Calls are quiet: the section shows them.
 */
export function createPromoCodesApi(backend: Backend, notifier: Notifier, testMode: boolean) {
  const payment = paymentApi(createServiceClient('payment', backend, notifier));
  const options = { quiet: true, headers: testEnvironmentHeaders(testMode) };
  return {
    /** The workshop's payment product and its attached codes, read from the workshop itself. */
    async load(uid: string, shopProductId: string): Promise<{ productId: string | null; codes: PromoCodeEntry[] }> {
      const doc = await backend.documents.get(`users/${uid}/shop_products/${shopProductId}`);
      const data = (doc?.data ?? {}) as { stripe_refs?: { product_id?: string }; promo_codes?: PromoCodeEntry[] };
      return { productId: data.stripe_refs?.product_id ?? null, codes: Array.isArray(data.promo_codes) ? data.promo_codes : [] };
    },
    async add(shopProductId: string, productId: string, form: PromoCodeForm): Promise<PromoCodeEntry[]> {
      const coupon = await payment.createCoupon(couponBodyOf(form, productId), options).catch(failing('coupon'));
      if (!coupon) throw new PromoCodeFailure('coupon', null);
      const code = await payment.createPromotionCode(promotionCodeBodyOf(form, coupon.id), options).catch(failing('promotionCode'));
      if (!code) throw new PromoCodeFailure('promotionCode', null);
      const attached = await payment.attachPromotionCode(shopProductId, code.id, options).catch(failing('attach'));
      return (attached?.data ?? []) as unknown as PromoCodeEntry[];
    },
  };
}

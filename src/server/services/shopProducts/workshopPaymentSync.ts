import type { AuthUser, DocData } from '../../../backend/ports';
import { productNeedsUpdate, workshopPriceCents, workshopProductFields } from '../../../domain/shop/workshopProduct';
import type { PaymentStore } from '../payment/paymentStore';

export interface StripeRefs {
  product_id: string;
  price_id: string;
}

/** What syncing did, for the review answer and the tests. */
export interface PaymentSyncOutcome {
  stripe_refs: StripeRefs | null;
  productUpdated: boolean;
  priceReplaced: boolean;
}

/**
 * Brings a workshop's payment product and price in line with the workshop (spec 3 §4): creates them when
 * missing; otherwise updates the product when the title, short description or image changed, and when the
 * price changed deactivates the old price and creates a new one. Idempotent: a second call changes nothing.
 * The objects belong to the workshop's owner, whoever calls (an approving admin). A promo has no product.
 */
export async function syncWorkshopPayment(payments: PaymentStore, caller: Pick<AuthUser, 'uid' | 'isAdmin'>, ownerId: string, workshop: DocData, livemode = true): Promise<PaymentSyncOutcome> {
  const cents = workshopPriceCents(workshop);
  const unchanged = { stripe_refs: (workshop.stripe_refs as StripeRefs | undefined) ?? null, productUpdated: false, priceReplaced: false };
  if (cents === null || workshop.type === 'B2B_WORKSHOP_PROMO') return unchanged;
  const owner = { uid: ownerId, isAdmin: false };
  const wanted = workshopProductFields(workshop);
  const nickname = wanted.name;
  const refs = unchanged.stripe_refs;
  if (!refs) {
    const product = await payments.createProduct(owner, wanted, livemode);
    const price = await payments.createPrice(owner, { product: product.id, unit_amount: cents, nickname }, livemode);
    return { stripe_refs: { product_id: product.id, price_id: price.id }, productUpdated: true, priceReplaced: true };
  }
  const product = await payments.getProduct(caller, refs.product_id);
  const productUpdated = productNeedsUpdate({ name: product.name, description: product.description ?? '', images: product.images }, wanted);
  if (productUpdated) await payments.updateProduct(caller, product.id, wanted);
  const price = await payments.getPrice(caller, refs.price_id);
  if (price.active && price.unit_amount === cents) return { stripe_refs: refs, productUpdated, priceReplaced: false };
  if (price.active) await payments.updatePrice(caller, price.id, { active: false, nickname: price.nickname ?? nickname });
  const next = await payments.createPrice(owner, { product: product.id, unit_amount: cents, nickname }, product.livemode);
  return { stripe_refs: { product_id: product.id, price_id: next.id }, productUpdated, priceReplaced: true };
}

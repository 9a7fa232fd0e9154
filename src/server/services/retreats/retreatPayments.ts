import type { DocData } from '../../../backend/ports';
import type { PaymentStore } from '../payment/paymentStore';

/** Spec 2 §3 stripe_refs: the payment product and its custom-amount price. */
export interface StripeRefs {
  product_id: string;
  price_id: string;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** What the payment product says about a retreat: its title, its details, its hero image. */
function productOf(retreat: DocData) {
  const hero = text(retreat.hero_image_url);
  return { name: text(retreat.title) ?? 'Retreat', description: text(retreat.details), images: hero ? [hero] : null };
}

const refsOf = (retreat: DocData): Partial<StripeRefs> => {
  const refs = retreat.stripe_refs as Partial<StripeRefs> | undefined;
  return typeof refs === 'object' && refs !== null ? refs : {};
};

/**
 * Spec 2 §4, §7: on submit the retreat's payment product is created (POST /v1/products) or updated
 * (POST /v1/products/{id}) and it gets one active custom-amount USD price (POST /v1/prices with
 * custom_unit_amount), created when it has none. Runs on the embedded payment service's store inside the
 * submit's transaction, as the owner; `livemode` false when the submit carried the test-environment header.
 */
export async function ensureRetreatProduct(payments: PaymentStore, ownerUid: string, retreat: DocData, livemode: boolean): Promise<StripeRefs> {
  const owner = { uid: ownerUid, isAdmin: false };
  const refs = refsOf(retreat);
  const fields = productOf(retreat);
  const product = refs.product_id
    ? await payments.updateProduct(owner, refs.product_id, fields)
    : await payments.createProduct(owner, { ...fields, images: fields.images ?? [] }, livemode);
  const current = refs.price_id ? await payments.getPrice(owner, refs.price_id) : null;
  const price =
    current?.active && current.product === product.id
      ? current
      : await payments.createPrice(owner, { product: product.id, nickname: fields.name, custom_unit_amount: { minimum: null, maximum: null, preset: null } }, livemode);
  return { product_id: product.id, price_id: price.id };
}

/** A retreat taken off sale (deleted, removed): its price is deactivated (POST /v1/prices/{id} active false). */
export async function deactivateRetreatPrice(payments: PaymentStore, ownerUid: string, retreat: DocData): Promise<void> {
  const { price_id } = refsOf(retreat);
  if (!price_id) return;
  const owner = { uid: ownerUid, isAdmin: false };
  const price = await payments.getPrice(owner, price_id);
  if (price.active) await payments.updatePrice(owner, price_id, { active: false, nickname: price.nickname ?? undefined });
}

import { testEnvironmentHeaders, type PaymentApi } from '../../../backend/http/services/payment';
import { productNeedsUpdate, workshopPriceCents, workshopProductFields } from '../../../domain/shop/workshopProduct';

/** The payment references a workshop stores (spec 3 §3 stripe_refs). */
export interface StripeRefs {
  product_id: string;
  price_id: string;
}

/**
 * Spec 3 §4 'Payment product flow': on create a product and a price, whose references the workshop then
 * stores; on edit the product is updated when the title, short description or image changed, and a new
 * price replaces a changed one (the old one deactivated). `testMode` (?TEST_STRIPE=true) flags the test
 * environment. What the product and price carry is src/domain/shop's, shared with the admin approval.
 * Answers the references to store, or undefined when they stay.
 */
export async function syncWorkshopProduct(
  payment: PaymentApi,
  productId: string,
  stored: Record<string, unknown> | null,
  fields: Record<string, unknown>,
  testMode: boolean,
): Promise<StripeRefs | undefined> {
  const options = { quiet: true, headers: testEnvironmentHeaders(testMode) };
  const wanted = workshopProductFields(fields);
  const cents = workshopPriceCents({ price: fields.price }) ?? 0;
  const newPrice = async (product: string) => {
    const price = await payment.createPrice({ unit_amount: cents, product, nickname: wanted.name, lookup_key: `${productId}_${cents}_${Date.now().toString(36)}` }, options);
    if (!price?.id) throw new Error('The price was not created');
    return price.id;
  };
  const refs = stored?.stripe_refs as StripeRefs | undefined;
  if (!stored || !refs) {
    const product = await payment.createProduct(wanted, options);
    if (!product?.id) throw new Error('The product was not created');
    return { product_id: product.id, price_id: await newPrice(product.id) };
  }
  if (productNeedsUpdate(workshopProductFields(stored), wanted)) {
    await payment.updateProduct(refs.product_id, { ...wanted, images: wanted.images.length > 0 ? wanted.images : null }, options);
  }
  if (workshopPriceCents(stored) === cents) return undefined;
  await payment.deactivatePrice(refs.price_id, wanted.name, options);
  return { product_id: refs.product_id, price_id: await newPrice(refs.product_id) };
}

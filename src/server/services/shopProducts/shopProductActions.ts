import { randomUUID } from 'node:crypto';
import type { AuthUser, DocData } from '../../../backend/ports';
import { timestampOf } from '../../../domain/storedTimestamp';
import { generateId, type DocumentStore } from '../../db/DocumentStore';
import { badRequest, HttpError } from '../../http/HttpError';
import type { PaymentStore } from '../payment/paymentStore';
import type { ShopProduct } from '../payment/shopProducts';
import { syncWorkshopPayment } from './workshopPaymentSync';

/** Server-owned: the platform's CMS editorial cards made from shop products (spec 3 §7 TO_CMS_EDITORIAL_CARD). */
export const EDITORIAL_CARDS_COLLECTION = 'cms_editorial_cards';

// A local date-time as the workshop form keeps its dates: the publisher's own clock, no zone.
const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * TO_CMS_EDITORIAL_CARD: the platform's CMS gets an editorial card for an approved shop product (only a
 * reviewed product may be featured). Asking again answers the same card.
 */
export async function toEditorialCard(docs: Pick<DocumentStore, 'get' | 'set' | 'update'>, product: ShopProduct, now: Date): Promise<{ shop_product_id: string; editorial_card_id: string }> {
  if (product.data.status !== 'APPROVED') throw new HttpError(409, 'Only an approved shop product can become an editorial card');
  const existing = product.data.cms_editorial_card_id;
  if (typeof existing === 'string' && await docs.get(`${EDITORIAL_CARDS_COLLECTION}/${existing}`)) return { shop_product_id: product.id, editorial_card_id: existing };
  const id = randomUUID();
  await docs.set(`${EDITORIAL_CARDS_COLLECTION}/${id}`, {
    id,
    type: 'SHOP_PRODUCT',
    shop_product_id: product.id,
    owner_id: product.ownerId,
    title: product.data.title ?? '',
    short_description: product.data.short_description ?? '',
    image: product.data.image ?? null,
    created_at: timestampOf(now),
  });
  await docs.update(product.path, { cms_editorial_card_id: id });
  return { shop_product_id: product.id, editorial_card_id: id };
}

/** The new single date a duplicate gets, from `start_date` and `end_date` as local `YYYY-MM-DDTHH:MM`. */
export function duplicateDates(startDate: unknown, endDate: unknown) {
  const start = typeof startDate === 'string' ? LOCAL_DATE_TIME.exec(startDate) : null;
  const end = typeof endDate === 'string' ? LOCAL_DATE_TIME.exec(endDate) : null;
  if (!start || !end) throw badRequest('start_date and end_date must be local date-times as YYYY-MM-DDTHH:MM');
  if (start[1] !== end[1] || (endDate as string) <= (startDate as string)) throw badRequest('The end must be later on the same day as the start');
  return { date_mode: 'SINGLE_DAY', dates: [{ date: start[1], start_time: `${start[2]}:${start[3]}`, end_time: `${end[2]}:${end[3]}` }] };
}

// What a duplicate does not inherit: its own status, payment objects, event, promo codes, review traces.
const NOT_COPIED = ['status', 'stripe_refs', 'event_id', 'promo_codes', 'cms_editorial_card_id', 'created_at', 'updated_at', 'dates', 'date_mode'];

/**
 * DUPLICATE_SHOP_PRODUCT: a copy of a workshop with new dates, PENDING (it is reviewed as a new one), with its
 * own payment product and price made from the copy; its event is made by the form's first save, as for any
 * new workshop (the event is created first, then its occurrences). Video lessons start PENDING again.
 */
export async function duplicateShopProduct(
  docs: Pick<DocumentStore, 'set'>,
  payments: PaymentStore,
  caller: AuthUser,
  product: ShopProduct,
  dates: ReturnType<typeof duplicateDates>,
  now: Date,
): Promise<{ shop_product_id: string }> {
  if (product.data.status === 'DELETED') throw new HttpError(409, 'A deleted shop product cannot be duplicated');
  if (product.data.type !== 'WORKSHOP') throw badRequest('Only a workshop with dates can be duplicated with new dates');
  const copy: DocData = Object.fromEntries(Object.entries(product.data).filter(([key]) => !NOT_COPIED.includes(key)));
  if (Array.isArray(copy.video_lessons)) copy.video_lessons = (copy.video_lessons as DocData[]).map((lesson) => ({ ...lesson, status: 'PENDING' }));
  const id = generateId();
  const at = timestampOf(now);
  // The copy stores its own id (the workshop manifest's storage.idField), not the source's: a product is found
  // by its stored id (shopProductRows.byId), and a copied one is ignored there.
  const duplicate: DocData = { ...copy, ...dates, id, status: 'PENDING', duplicated_from: product.id, created_at: at, updated_at: at };
  const sourceLive = (product.data.stripe_refs as { product_id?: string } | undefined)?.product_id;
  const livemode = sourceLive ? (await payments.getProduct(caller, sourceLive)).livemode : true;
  const synced = await syncWorkshopPayment(payments, caller, product.ownerId, duplicate, livemode);
  await docs.set(`users/${product.ownerId}/shop_products/${id}`, { ...duplicate, ...(synced.stripe_refs ? { stripe_refs: synced.stripe_refs } : {}) });
  return { shop_product_id: id };
}

import { badRequest, HttpError } from '../../http/HttpError';
import type { AuthUser, DocData } from '../../../backend/ports';
import { datesLocked } from '../../../domain/workshops/workshopDates';

/** What the payment and events services answer about the caller's own objects (404 for anyone else's). */
export interface RefLookups {
  product(user: AuthUser, id: string): Promise<{ id: string }>;
  price(user: AuthUser, id: string): Promise<{ id: string; product: string; active: boolean }>;
  event(user: AuthUser, id: string): Promise<{ id: string }>;
}

/** What a workshop may be told about the objects made for it: its payment product and price, its event. */
export interface WorkshopRefs {
  stripe_refs?: { product_id: string; price_id: string };
  event_id?: string;
}

const idText = (value: unknown, what: string): string => {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(value)) throw badRequest(`${what} is not a valid id`);
  return value;
};

/** Reads `{ stripe_refs?, event_id? }` from a body, refusing anything else. */
export function refsBody(body: Record<string, unknown>): WorkshopRefs {
  const unknown = Object.keys(body).filter((key) => key !== 'stripe_refs' && key !== 'event_id');
  if (unknown.length > 0) throw badRequest(`Unknown field: ${unknown[0]}`);
  const refs: WorkshopRefs = {};
  if (body.stripe_refs !== undefined) {
    const stripe = body.stripe_refs as Record<string, unknown> | null;
    if (typeof stripe !== 'object' || stripe === null) throw badRequest('stripe_refs must be { product_id, price_id }');
    refs.stripe_refs = { product_id: idText(stripe.product_id, 'stripe_refs.product_id'), price_id: idText(stripe.price_id, 'stripe_refs.price_id') };
  }
  if (body.event_id !== undefined) refs.event_id = idText(body.event_id, 'event_id');
  return refs;
}

/**
 * The fields to store for the references a publisher reports: only the caller's own product, an active
 * price of that product, and the caller's own event; once the workshop has an event it keeps it (its dates
 * are locked to it), and a promo sells nothing by card.
 */
export async function refsToStore(user: AuthUser, stored: DocData, refs: WorkshopRefs, lookups: RefLookups): Promise<DocData> {
  const out: DocData = {};
  if (refs.stripe_refs) {
    if (stored.type === 'B2B_WORKSHOP_PROMO') throw badRequest('A B2B workshop promo has no payment product');
    const product = await lookups.product(user, refs.stripe_refs.product_id);
    const price = await lookups.price(user, refs.stripe_refs.price_id);
    if (price.product !== product.id || !price.active) throw badRequest('The price must be an active price of the product');
    out.stripe_refs = { product_id: product.id, price_id: price.id };
  }
  if (refs.event_id) {
    if (stored.type !== 'WORKSHOP') throw badRequest('Only a workshop has an event');
    if (datesLocked(stored) && stored.event_id !== refs.event_id) throw new HttpError(409, 'This workshop already has an event');
    out.event_id = (await lookups.event(user, refs.event_id)).id;
  }
  return out;
}

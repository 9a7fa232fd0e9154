import { createServiceClient } from '../../../backend/http/createServiceClient';
import type { Notifier } from '../../../backend/http/notifier';
import { paymentApi } from '../../../backend/http/services/payment';
import type { Backend } from '../../../backend/ports';

/** The shop product kinds the workshop form makes, in the order the shop's tabs show them (spec 3 §3). */
export const SHOP_KINDS = ['WORKSHOP', 'WORKSHOP_RECORDING', 'B2B_WORKSHOP_PROMO'] as const;
export type ShopKind = (typeof SHOP_KINDS)[number];

/** Spec 3 §7: promo workshops list 50 at a time; the others as the products page size (50, §9). */
export const SHOP_LIST_LIMIT = 50;

/** Where each kind is edited (spec 3 §2 routes). */
export const EDIT_ROUTE: Record<ShopKind, string> = {
  WORKSHOP: '/workshop',
  WORKSHOP_RECORDING: '/workshop-recording',
  B2B_WORKSHOP_PROMO: '/workshop-promo',
};

export type ReviewOutcome = 'APPROVE' | 'REJECT' | 'CANCEL';

/** A shop product as the lists show it. */
export interface ShopProductRow {
  id: string;
  owner_id: string;
  type: ShopKind;
  status: string;
  title?: string;
  short_description?: string;
  prices?: Array<{ price: number; currency: string }>;
  price_text?: string;
  dates?: Array<{ date: string; start_time: string; end_time: string }>;
  promo_codes?: unknown[];
}

const kindOf = (value: unknown): value is ShopKind => (SHOP_KINDS as readonly unknown[]).includes(value);

/** The calls the lists make: listing by kind, delete, duplicate, editorial card, and an admin's review. */
export function createShopApi(backend: Backend, notifier: Notifier) {
  const payment = paymentApi(createServiceClient('payment', backend, notifier));
  const dashboard = createServiceClient('teacherDashboard', backend, notifier);
  return {
    async list(kind: ShopKind, ownerId?: string): Promise<ShopProductRow[]> {
      const answer = await payment.listShopProducts({ type: kind, limit: SHOP_LIST_LIMIT, ...(ownerId ? { owner_id: ownerId } : {}) });
      return (answer?.data ?? []).filter((row) => kindOf(row.type)) as unknown as ShopProductRow[];
    },
    /** The soft delete of the workshop form's Delete (DELETED, only while pending). */
    delete: (id: string) => dashboard.request('delete', `api/v1/publishers/workshops/${encodeURIComponent(id)}`),
    duplicate: (id: string, startDate: string, endDate: string) =>
      dashboard.request<{ data: { shop_product_id: string } }>('post', 'api/v1/publishers/shop-products', {
        json: { action: 'DUPLICATE_SHOP_PRODUCT', shop_product_id: id, start_date: startDate, end_date: endDate },
      }),
    toEditorialCard: (id: string) =>
      dashboard.request<{ data: { editorial_card_id: string } }>('post', 'api/v1/publishers/shop-products', { json: { action: 'TO_CMS_EDITORIAL_CARD', shop_product_id: id } }),
    review: (id: string, outcome: ReviewOutcome) =>
      dashboard.request<{ data: { status: string } }>('post', 'api/v1/_admin/shop-products/review', { json: { shop_product_id: id, outcome } }),
    /** A publisher's public name for the admin's publisher filter (public profile documents). */
    async publisherName(uid: string): Promise<string> {
      const doc = await backend.documents.get(`publishers/${uid}`).catch(() => null);
      const data = doc?.data as { name?: string; username?: string } | undefined;
      return data?.name || data?.username || uid;
    },
  };
}

export type ShopApi = ReturnType<typeof createShopApi>;

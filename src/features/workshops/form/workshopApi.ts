import { HTTPError } from 'ky';
import type { ServiceClient } from '../../../backend/http/createServiceClient';
import type { DocumentsPort } from '../../../backend/ports';
import type { FieldError } from '../../../engine/validation/fieldError';
import { browserTimeZone, TIME_ZONE_HEADER } from '../../../lib/time/browserTimeZone';

/** The collection the workshop manifest stores into (`storage.collection`), under `users/{uid}/`. */
export const WORKSHOP_COLLECTION = 'shop_products';

const WIZARD_ITEMS = 'api/v1/publishers/wizards/workshop/items';
const WORKSHOPS = 'api/v1/publishers/workshops';
const seg = encodeURIComponent;

/** A stored workshop as the form edits it. */
export interface StoredWorkshop {
  id: string;
  data: Record<string, unknown>;
}

/** What the payment product and the event made for a workshop are, as the workshop stores them. */
export interface WorkshopRefs {
  stripe_refs?: { product_id: string; price_id: string };
  event_id?: string;
}

/** A section save the server refused, with its field errors (the same the browser computes). */
export class SectionRefused extends Error {
  constructor(
    readonly step: string,
    readonly errors: FieldError[],
    message: string,
  ) {
    super(message);
  }
}

async function refused(step: string, error: unknown): Promise<never> {
  if (error instanceof HTTPError && error.response.status === 400) {
    const body = (await error.response.clone().json().catch(() => ({}))) as { message?: string; errors?: FieldError[] };
    throw new SectionRefused(step, Array.isArray(body.errors) ? body.errors : [], body.message ?? error.message);
  }
  throw error;
}

/**
 * The workshop's calls: each section through the generic step save (the server validates it with the same
 * schemas), the soft delete, and the payment and event references (checked by the server to be the caller's).
 */
export function workshopApi(teacherDashboard: ServiceClient, documents: DocumentsPort) {
  return {
    async load(uid: string, id: string): Promise<StoredWorkshop | null> {
      const snapshot = await documents.get(`users/${uid}/${WORKSHOP_COLLECTION}/${id}`);
      if (!snapshot || snapshot.data.status === 'DELETED') return null;
      return { id: snapshot.id, data: snapshot.data };
    },
    /** Saves one section's own fields; `routeValue` names the kind of a workshop the save creates. */
    async saveSection(id: string, step: string, fields: Record<string, unknown>, routeValue: string): Promise<{ status: string; created: boolean }> {
      try {
        const answer = await teacherDashboard.request<{ data: { status: string; created: boolean } }>('put', `${WIZARD_ITEMS}/${seg(id)}/steps/${seg(step)}`, {
          json: { ...fields, kind: routeValue },
          headers: { [TIME_ZONE_HEADER]: browserTimeZone() },
          quiet: true,
        });
        if (!answer) throw new Error('Cancelled');
        return answer.data;
      } catch (error) {
        return refused(step, error);
      }
    },
    async storeRefs(id: string, refs: WorkshopRefs): Promise<void> {
      await teacherDashboard.request('put', `${WORKSHOPS}/${seg(id)}/refs`, { json: refs, quiet: true });
    },
    async remove(id: string): Promise<void> {
      await teacherDashboard.request('delete', `${WORKSHOPS}/${seg(id)}`, { quiet: true });
    },
  };
}

export type WorkshopApi = ReturnType<typeof workshopApi>;

import { HTTPError } from 'ky';
import { createServiceClient, type ServiceClient } from '../../../backend/http/createServiceClient';
import type { Notifier } from '../../../backend/http/notifier';
import type { Backend } from '../../../backend/ports';
import type { FieldError } from '../../../engine/validation/fieldError';
import { browserTimeZone, TIME_ZONE_HEADER } from '../../../lib/time/browserTimeZone';

/** A retreat as the server answers it (src/server/services/retreats/retreatRead.ts viewOf). */
export interface RetreatForWizard {
  id: string;
  user_id?: string;
  /** owner, cohost (read only) or admin. */
  role?: string;
  status: string;
  can_edit?: boolean;
  number_of_sales?: number;
  /** The retreat's fields as the wizard edits them, accommodation options included. */
  data: Record<string, unknown>;
}

/** A refused save or submit: the server's field errors (the ones the browser computes); a submit's may carry a toast title. */
export class RetreatRefused extends Error {
  constructor(
    readonly errors: Array<FieldError & { step?: string }>,
    message: string,
    readonly title: string | null = null,
  ) {
    super(message);
  }
}

// A 400 with field errors becomes a RetreatRefused; anything else is rethrown as it came.
async function refusedWithErrors(error: unknown): Promise<never> {
  if (error instanceof HTTPError && error.response.status === 400) {
    const body = (await error.response.clone().json().catch(() => ({}))) as { title?: string; message?: string; errors?: Array<FieldError & { step?: string }> };
    if (Array.isArray(body.errors)) throw new RetreatRefused(body.errors, body.message ?? body.errors[0]?.message ?? 'Refused', body.title ?? null);
  }
  throw error;
}

const RETREATS = 'api/v1/publishers/retreats';
const STEPS = 'api/v1/publishers/wizards/retreat/items';
// spec 2 §7: 'PATCH /api/v1/publishers/shop-products/{id}/accommodation with an option'; the delete path is
// not shown by the spec, so it is that path with the option's id.
const ACCOMMODATION = (retreatId: string) => `api/v1/publishers/shop-products/${seg(retreatId)}/accommodation`;
const seg = encodeURIComponent;
const zoned = () => ({ [TIME_ZONE_HEADER]: browserTimeZone() });

/**
 * The retreat wizard's calls on the teacher dashboard service; `owner` names another publisher's retreat
 * (`?user_id=`, spec 2 §6: an admin edits an approved retreat with sales).
 */
export function retreatWizardApi(client: ServiceClient, owner?: string) {
  const searchParams = owner ? { user_id: owner } : undefined;
  return {
    /** One retreat (an admin may name its owner); null when it cannot be loaded. */
    async get(id: string, ownerId = owner): Promise<RetreatForWizard | null> {
      const named = ownerId ? { user_id: ownerId } : undefined;
      return (await client.request<{ data: RetreatForWizard }>('get', `${RETREATS}/${seg(id)}`, { searchParams: named, quiet: true }))?.data ?? null;
    },
    /** One step through the generic step save, with the browser's time zone so dates are judged as the browser did. */
    async saveStep(id: string, stepKey: string, fields: Record<string, unknown>): Promise<{ id: string; status: string }> {
      try {
        const answer = await client.request<{ data: { id: string; status: string } }>('put', `${STEPS}/${seg(id)}/steps/${seg(stepKey)}`, { json: fields, headers: zoned(), searchParams, quiet: true });
        if (!answer) throw new Error('Cancelled');
        return answer.data;
      } catch (error) {
        return refusedWithErrors(error);
      }
    },
    /** Save & Finish Later (spec 2 §4): the retreat is kept as a DRAFT (the PATCH action SAVE_AS_DRAFT of the retreat calls). */
    async finishLater(id: string): Promise<void> {
      await client.request('patch', `${RETREATS}/${seg(id)}`, { json: { action: 'SAVE_AS_DRAFT' }, searchParams, quiet: true });
    },
    /** Submit: the review step's fields travel with it; the server creates the payment product and sets PENDING. */
    async submit(id: string, reviewFields: Record<string, unknown>): Promise<void> {
      await client.request('post', `${RETREATS}/${seg(id)}/submit`, { json: reviewFields, headers: zoned(), searchParams, quiet: true }).catch(refusedWithErrors);
    },
    /** Creates or updates one accommodation option; answers it as stored (with its id). */
    async saveAccommodation(retreatId: string, option: Record<string, unknown>): Promise<Record<string, unknown> | undefined> {
      try {
        return (await client.request<{ data: Record<string, unknown> }>('patch', ACCOMMODATION(retreatId), { json: option, searchParams, quiet: true }))?.data;
      } catch (error) {
        return refusedWithErrors(error);
      }
    },
    async deleteAccommodation(retreatId: string, optionId: string): Promise<void> {
      await client.request('delete', `${ACCOMMODATION(retreatId)}/${seg(optionId)}`, { searchParams, quiet: true });
    },
    /** Deletes the image folders of options that no longer exist (spec 2 §4: NOT_INCLUDED deletes the accommodation images). */
    async deleteAccommodationImages(retreatId: string): Promise<void> {
      await client.request('delete', `api/v1/publishers/shop-products/${seg(retreatId)}/accommodation-images`, { searchParams, quiet: true });
    },
  };
}

export type RetreatWizardApi = ReturnType<typeof retreatWizardApi>;

/** The retreat wizard's calls on the app's backend and notifier. */
export function createRetreatWizardApi(backend: Backend, notifier: Notifier, owner?: string): RetreatWizardApi {
  return retreatWizardApi(createServiceClient('teacherDashboard', backend, notifier), owner);
}

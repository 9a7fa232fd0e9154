import { HTTPError } from 'ky';
import type { ServiceClient } from '../../backend/http/createServiceClient';
import type { FieldError } from '../../engine/validation/fieldError';

export type PayeeStatus = 'NOT_PAYABLE' | 'PAYABLE' | 'BLOCKED';

export interface Payee {
  idap: string;
  provider: 'local' | 'tipalti';
  status: PayeeStatus;
  steps_done: string[];
}

export interface PayeeLink extends Payee {
  /** The provider's iFrame (tipalti) or the local dashboard calls (local), signed by the server. */
  iframe_url: string;
  steps: string[];
}

/** The signed query of a payee link, in its order: the signature covers exactly this text. */
export function signedParams(iframeUrl: string): Record<string, string> {
  return Object.fromEntries(new URL(iframeUrl, 'http://local').searchParams);
}

/** Where a step save stopped: nothing, or the server's field errors (schemas/wizards/payout messages). */
export type StepOutcome = { ok: true; payee: Payee } | { ok: false; errors: FieldError[] };

const PAYEES = 'api/v1/publishers/tipalti/payees';
const LOCAL = 'api/v1/publishers/tipalti/local/PayeeDashboard';

/** The payout calls of the teacher dashboard (spec 3 §7) and the local provider's onboarding calls. */
export const payoutsApi = {
  current: async (client: ServiceClient, signal?: AbortSignal) => (await client.request<{ data: Payee | null }>('get', `${PAYEES}/me`, { signal }))?.data ?? null,
  createPayee: async (client: ServiceClient) => (await client.request<{ data: PayeeLink }>('post', PAYEES, { json: {} }))?.data,
  saveStep: async (client: ServiceClient, link: PayeeLink, step: string, data: Record<string, unknown>): Promise<StepOutcome> => {
    try {
      const answer = await client.request<{ data: Payee }>('post', `${LOCAL}/steps/${step}`, { json: data, searchParams: signedParams(link.iframe_url), quiet: true });
      return { ok: true, payee: answer!.data };
    } catch (error) {
      if (!(error instanceof HTTPError)) throw error;
      const body = (await error.response.clone().json().catch(() => ({}))) as { errors?: FieldError[]; message?: string };
      if (Array.isArray(body.errors) && body.errors.length > 0) return { ok: false, errors: body.errors };
      throw new Error(body.message ?? error.message);
    }
  },
};

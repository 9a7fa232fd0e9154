import { HTTPError } from 'ky';
import { createServiceClient, type ServiceClient } from '../../../backend/http/createServiceClient';
import type { Notifier } from '../../../backend/http/notifier';
import { teacherDashboardApi } from '../../../backend/http/services/teacherDashboard';
import type { Backend } from '../../../backend/ports';
import { FieldErrorsRefusal } from '../../../engine/fieldErrorsRefusal';
import type { FieldError } from '../../../engine/validation/fieldError';
import type { TrackListQuery } from '../../../domain/tracks/trackListQuery';
import type { TrackType } from '../../../domain/tracks/trackVariants';
import { browserTimeZone, TIME_ZONE_HEADER } from '../../../lib/time/browserTimeZone';

/** One row of /audio or /premium-tracks. */
export interface TrackRow {
  id: string;
  title: string;
  status: string;
  status_label: string;
  track_type: TrackType;
  created_at: { epoch: number } | null;
  media_length: number | null;
}

/** One page of the list and how many tracks the filter holds. */
export interface TrackPage {
  rows: TrackRow[];
  total: number;
  page: number;
  page_size: number;
}

/** A track as the wizard edits it (server: src/server/services/tracks/tracksRead.ts). */
export interface TrackForWizard {
  id: string;
  status: string;
  track_type: TrackType;
  data: Record<string, unknown>;
  live?: Record<string, unknown>;
}

// A 400 with field errors becomes a FieldErrorsRefusal (under `message`); anything else is rethrown as it came.
async function refused(error: unknown, message: string): Promise<never> {
  if (error instanceof HTTPError && error.response.status === 400) {
    const body = (await error.response.clone().json().catch(() => ({}))) as { errors?: Array<FieldError & { step?: string }> };
    if (Array.isArray(body.errors)) throw new FieldErrorsRefusal(message, body.errors);
  }
  throw error;
}

const PATH = 'api/v1/publishers/tracks';
const seg = encodeURIComponent;
const zone = () => ({ [TIME_ZONE_HEADER]: browserTimeZone() });

/** The track calls of the teacher dashboard service (spec 1 §7 'Track'); quiet where the screen shows its own message. */
export function tracksApi(client: ServiceClient) {
  const td = teacherDashboardApi(client);
  return {
    async list(query: TrackListQuery): Promise<TrackPage> {
      const searchParams = { isPremium: query.isPremium, status: query.status, sortBy: query.sortBy, page: query.page };
      return (await client.request<{ data: TrackPage }>('get', PATH, { searchParams }))?.data ?? { rows: [], total: 0, page: query.page, page_size: 20 };
    },
    async get(id: string): Promise<TrackForWizard | null> {
      return (await client.request<{ data: TrackForWizard }>('get', `${PATH}/${seg(id)}`, { quiet: true }))?.data ?? null;
    },
    /** One step save; the first one names the variant by its route value. Refusals carry `message` and the field errors. */
    async saveStep(id: string, stepKey: string, fields: Record<string, unknown>, message: string): Promise<void> {
      const answer = await client
        .request<{ data: { id: string } }>('put', `${PATH}/${seg(id)}/steps/${seg(stepKey)}`, { json: fields, headers: zone(), quiet: true })
        .catch((error: unknown) => refused(error, message));
      if (!answer) throw new Error(message);
    },
    /** The dedicated snippet call of a published free track (spec 1 §4, §7 APPROVE_AUDIO_SNIPPET). */
    async approveSnippet(id: string, snippet: unknown, message: string): Promise<void> {
      await client.request('put', `${PATH}/${seg(id)}/snippet`, { json: { snippet }, headers: zone(), quiet: true }).catch((error: unknown) => refused(error, message));
    },
    async setPending(id: string, message: string): Promise<void> {
      await td.postLibraryItemStatus('SET_PENDING', id, { quiet: true, headers: zone() }).catch((error: unknown) => refused(error, message));
    },
    async remove(id: string): Promise<void> {
      await td.patchLibraryItem('DELETE', id);
    },
  };
}

export type TracksApi = ReturnType<typeof tracksApi>;

/** The track calls on the app's backend and notifier. */
export function createTracksApi(backend: Backend, notifier: Notifier): TracksApi {
  return tracksApi(createServiceClient('teacherDashboard', backend, notifier));
}

import { createServiceClient, type ServiceClient } from '../../../backend/http/createServiceClient';
import type { Notifier } from '../../../backend/http/notifier';
import type { Backend } from '../../../backend/ports';

/** One retreat as the list shows it (src/server/services/retreats/retreatRead.ts viewOf). */
export interface RetreatRow {
  id: string;
  user_id: string;
  /** owner, or cohost: the co-host reads the listing but does not change it. */
  role: 'owner' | 'cohost' | 'admin';
  status: string;
  can_edit: boolean;
  number_of_sales: number;
  progress: { complete: number; total: number };
  data: { title?: string; start_date?: string; end_date?: string } & Record<string, unknown>;
}

const RETREATS = 'api/v1/publishers/retreats';

/** The /retreats list's calls on the teacher dashboard service. */
export function retreatsListApi(client: ServiceClient) {
  return {
    /** The caller's retreats and those they co-host, newest first, DELETED ones left out. */
    async list(): Promise<RetreatRow[]> {
      return (await client.request<{ data: RetreatRow[] }>('get', RETREATS))?.data ?? [];
    },
    /** The soft delete (spec 2 §4: status DELETED); the client's hooks tell the user when it fails. */
    async remove(row: Pick<RetreatRow, 'id' | 'user_id'>): Promise<void> {
      await client.request('patch', `${RETREATS}/${encodeURIComponent(row.id)}`, { json: { action: 'DELETE' }, searchParams: { user_id: row.user_id } });
    },
  };
}

export type RetreatsListApi = ReturnType<typeof retreatsListApi>;

/** The list's calls on the app's backend and notifier. */
export function createRetreatsListApi(backend: Backend, notifier: Notifier): RetreatsListApi {
  return retreatsListApi(createServiceClient('teacherDashboard', backend, notifier));
}

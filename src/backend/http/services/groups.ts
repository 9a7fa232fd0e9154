import type { CallOptions, ServiceClient } from '../createServiceClient';
import type { UnstatedAnswer } from './teacherDashboard';

/** A group as the groups list returns it (spec 3 §7). */
export interface GroupSummary {
  id: string;
  name: string;
  privacy_type: string;
  member_count: number;
  is_owner: boolean;
  is_admin: boolean;
  group_summary?: unknown;
}

export interface CreateGroupBody {
  name: string;
  privacy_type: string;
  privacy_hidden: boolean;
  long_description: string;
  created_by_device_lang: string;
}

/** Groups service calls (spec 3 §7). */
export function groupsApi(client: ServiceClient) {
  return {
    listGroups(options?: CallOptions) {
      return client.request<{ items: GroupSummary[] }>('get', 'api/v1/groups', {
        ...options,
        searchParams: { include_pending: true, limit: 999 },
      });
    },
    /** Type GROUP with a profile-image background, as the workshop wizard creates it. */
    createGroup(body: CreateGroupBody, options?: CallOptions) {
      return client.request<{ id: string } & UnstatedAnswer>('post', 'api/v1/groups', {
        ...options,
        json: { ...body, type: 'GROUP', background: { type: 'PROFILE_IMAGE' } },
      });
    },
  };
}

export type GroupsApi = ReturnType<typeof groupsApi>;

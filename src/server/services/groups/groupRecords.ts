import type { DocData } from '../../../backend/ports';

/** Where groups live: a top-level collection the documents API does not serve (server-owned). */
export const GROUPS_COLLECTION = 'groups';

/** Groups awaiting the platform's approval; listed only with `include_pending=true`. */
export const PENDING = 'PENDING';
export const APPROVED = 'APPROVED';

/** A group as stored: the answer's fields plus who owns, administers and belongs to it. */
export interface GroupRecord extends DocData {
  id: string;
  name: string;
  type: 'GROUP';
  privacy_type: 'PUBLIC' | 'PRIVATE';
  privacy_hidden: boolean;
  long_description: string;
  created_by_device_lang: string;
  background: { type: string };
  status: typeof PENDING | typeof APPROVED;
  owner_id: string;
  admin_ids: string[];
  member_ids: string[];
  group_summary: { description: string; member_count: number };
  created_at: number;
}

/** The spec 3 §7 item: id, name, privacy_type, member_count, is_owner, is_admin, background, group_summary. */
export function groupItem(group: GroupRecord, uid: string) {
  return {
    id: group.id,
    name: group.name,
    privacy_type: group.privacy_type,
    privacy_hidden: group.privacy_hidden,
    status: group.status,
    member_count: group.member_ids.length,
    is_owner: group.owner_id === uid,
    is_admin: group.admin_ids.includes(uid),
    background: group.background,
    group_summary: { ...group.group_summary, member_count: group.member_ids.length },
  };
}

export type GroupItem = ReturnType<typeof groupItem>;

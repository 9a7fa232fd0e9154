import type { ServiceClient } from '../../../backend/http/createServiceClient';
import type { InboxKind, InboxTab } from '../../../domain/community/inboxQuery';
import type { LastReadArea } from '../../../domain/community/lastRead';
import type { SavedReply } from '../../../domain/community/savedReplies';
import type { StoredTimestamp } from '../../../domain/storedTimestamp';

/** A review or a gratitude post as the inbox call answers it (spec 3 §3). */
export interface InboxItem {
  id: string;
  user?: { id: string; name: string };
  created_at: StoredTimestamp;
  has_publisher_reply: boolean;
  publisher_reply: string | null;
  publisher_replied_at: StoredTimestamp | null;
  is_new: boolean;
  rating?: number;
  review?: string;
  item_id?: string;
  item_type?: string;
  item_title?: string;
  message?: string;
  amount_donated?: number;
  purchase_metadata?: { type: string; platform: string };
  flag?: { type: string };
}

export interface InboxPage {
  items: InboxItem[];
  total: number;
  counts: Record<InboxTab, number>;
  item_choices: Array<{ id: string; title: string; type: string }>;
  types: string[];
  tab: InboxTab;
  last_read_at: number | null;
}

export interface InboxQuery {
  tab: InboxTab;
  offset: number;
  rating?: number;
  item_id?: string;
  type?: string;
}

export interface FlagBody {
  type: string;
  reason?: string;
}

// Field errors are shown beside the form, so these calls do not raise the global alert.
const quiet = { quiet: true } as const;

/** The inbox's calls: the teacher dashboard's reply calls and the chat service's review flags (spec 3 §7). */
export function inboxApi(teacherDashboard: ServiceClient, chat: ServiceClient) {
  const td = teacherDashboard;
  return {
    async list(kind: InboxKind, query: InboxQuery): Promise<InboxPage | undefined> {
      const answer = await td.request<{ data: InboxPage }>('get', `api/v1/publishers/inbox/${kind}`, { searchParams: { ...query } });
      return answer?.data;
    },
    async reply(kind: InboxKind, id: string, text: string): Promise<InboxItem | undefined> {
      const answer = await td.request<{ data: InboxItem }>('put', `api/v1/publishers/inbox/${kind}/${encodeURIComponent(id)}/reply`, { ...quiet, json: { publisher_reply: text } });
      return answer?.data;
    },
    async deleteReply(kind: InboxKind, id: string): Promise<InboxItem | undefined> {
      const answer = await td.request<{ data: InboxItem }>('delete', `api/v1/publishers/inbox/${kind}/${encodeURIComponent(id)}/reply`);
      return answer?.data;
    },
    markRead(area: LastReadArea) {
      return td.request('post', `api/v1/publishers/last-read/${area}`, { quiet: true });
    },
    async savedReplies(): Promise<SavedReply[]> {
      const answer = await td.request<{ data: { saved_replies: SavedReply[] } }>('get', 'api/v1/publishers/saved-replies');
      return answer?.data.saved_replies ?? [];
    },
    async saveSavedReplies(list: SavedReply[]): Promise<SavedReply[]> {
      const answer = await td.request<{ data: { saved_replies: SavedReply[] } }>('put', 'api/v1/publishers/saved-replies', { ...quiet, json: { saved_replies: list } });
      return answer?.data.saved_replies ?? list;
    },
    flagReview(itemId: string, reviewId: string, body: FlagBody) {
      return chat.request('post', `library_items/${encodeURIComponent(itemId)}/reviews/${encodeURIComponent(reviewId)}/flags`, { ...quiet, json: body });
    },
  };
}

export type InboxApi = ReturnType<typeof inboxApi>;

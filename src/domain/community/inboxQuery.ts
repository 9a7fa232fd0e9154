import { INSIGHTS } from '../insights/insightsRules';

/**
 * The inbox's tabs and filters (issue 18 item 1), shared by the browser, which builds the query, and the
 * embedded server, which answers it. Unanswered is the default tab.
 */
export const INBOX_TABS = ['UNANSWERED', 'ANSWERED', 'ALL'] as const;
export type InboxTab = (typeof INBOX_TABS)[number];
export const DEFAULT_INBOX_TAB: InboxTab = 'UNANSWERED';

/** The inboxes of the teacher dashboard's reply calls. */
export const INBOX_KINDS = ['reviews', 'gratitude'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/** Spec 3 §9 page sizes: reviews 10, gratitude wall 25, replies 3 (forum replies shown under a post); schemas/insights.json's pageSizes. */
export const PAGE_SIZE: Readonly<Record<InboxKind | 'forum' | 'replies', number>> = {
  reviews: INSIGHTS.pageSizes.reviews,
  gratitude: INSIGHTS.pageSizes.gratitude,
  forum: INSIGHTS.pageSizes.forum,
  replies: INSIGHTS.pageSizes.replies,
};

export const isInboxTab = (value: string): value is InboxTab => (INBOX_TABS as readonly string[]).includes(value);
export const isInboxKind = (value: string): value is InboxKind => (INBOX_KINDS as readonly string[]).includes(value);

/** Whether an item belongs on a tab: Answered once the publisher has replied. */
export function onTab(item: { has_publisher_reply: boolean }, tab: InboxTab): boolean {
  if (tab === 'ALL') return true;
  return tab === 'ANSWERED' ? item.has_publisher_reply : !item.has_publisher_reply;
}

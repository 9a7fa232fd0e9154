import type { DocData } from '../../../backend/ports';
import type { DocumentStore } from '../../db/DocumentStore';
import { isNewSince } from '../../../domain/community/lastRead';
import { INBOX_TABS, onTab, type InboxKind, type InboxTab } from '../../../domain/community/inboxQuery';
import { allOf, epochOf, inboxPath } from './communityCollections';

export type InboxItem = DocData & { id: string; has_publisher_reply: boolean };

export interface InboxFilter {
  tab: InboxTab;
  rating?: number;
  itemId?: string;
  type?: string;
}

/** What an item is filtered by as its 'type': a review's item type, a gratitude post's purchase type. */
export const typeOf = (kind: InboxKind, item: DocData): string =>
  String(kind === 'reviews' ? item.item_type : (item.purchase_metadata as DocData | undefined)?.type ?? '');

/** The publisher's own items of one inbox, newest first. */
export async function ownInboxItems(docs: Pick<DocumentStore, 'query'>, kind: InboxKind, uid: string): Promise<InboxItem[]> {
  return (await allOf(docs, inboxPath(kind, uid)))
    .map((item): InboxItem => ({ ...item, has_publisher_reply: item.has_publisher_reply === true }))
    .sort((a, b) => epochOf(b.created_at) - epochOf(a.created_at));
}

/** One page of the inbox with the count of each tab under the same filters, and which items are new. */
export function inboxPage(items: InboxItem[], kind: InboxKind, filter: InboxFilter, page: { offset: number; limit: number }, marker: number | null) {
  const filtered = items.filter(
    (item) =>
      (filter.rating === undefined || item.rating === filter.rating) &&
      (filter.itemId === undefined || item.item_id === filter.itemId) &&
      (filter.type === undefined || typeOf(kind, item) === filter.type),
  );
  const counts = Object.fromEntries(INBOX_TABS.map((tab) => [tab, filtered.filter((item) => onTab(item, tab)).length])) as Record<InboxTab, number>;
  const onThisTab = filtered.filter((item) => onTab(item, filter.tab));
  const shown = onThisTab.slice(page.offset, page.offset + page.limit).map((item) => ({ ...item, is_new: isNewSince(epochOf(item.created_at), marker) }));
  // The item filter's choices: every item the publisher has reviews of, whatever the other filters say.
  const seen = new Map<string, { id: string; title: string; type: string }>();
  for (const item of items) if (typeof item.item_id === 'string' && !seen.has(item.item_id)) seen.set(item.item_id, { id: item.item_id, title: String(item.item_title ?? ''), type: typeOf(kind, item) });
  return { items: shown, total: onThisTab.length, counts, item_choices: [...seen.values()], types: [...new Set(items.map((item) => typeOf(kind, item)).filter(Boolean))].sort() };
}

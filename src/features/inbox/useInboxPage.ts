import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_INBOX_TAB, PAGE_SIZE, type InboxKind, type InboxTab } from '../../domain/community/inboxQuery';
import type { InboxApi, InboxItem, InboxPage } from './api/inboxApi';

export interface InboxFilters {
  rating?: number;
  item_id?: string;
  type?: string;
}

export type InboxLoad = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; page: InboxPage };

/**
 * The inbox's list state: tab (Unanswered first), filters, page, and the loaded page. After the first
 * load the inbox's last-read marker moves to now, so the menu's dot goes out while the items keep the
 * 'new' marks of this visit.
 */
export function useInboxPage(api: InboxApi, kind: InboxKind) {
  const [tab, setTab] = useState<InboxTab>(DEFAULT_INBOX_TAB);
  const [filters, setFilters] = useState<InboxFilters>({});
  const [pageIndex, setPageIndex] = useState(0);
  const [load, setLoad] = useState<InboxLoad>({ state: 'loading' });
  const [newCount, setNewCount] = useState<number | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    api.list(kind, { tab, offset: pageIndex * PAGE_SIZE[kind], ...filters }).then(
      (page) => {
        if (!live || !page) return;
        setLoad({ state: 'ready', page });
        setNewCount((known) => known ?? page.items.filter((item) => item.is_new).length);
      },
      () => live && setLoad({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [api, kind, tab, filters, pageIndex, version]);

  // Only once the first page is in: marking earlier would race the list and hide what is new.
  const loaded = load.state === 'ready';
  useEffect(() => {
    if (loaded) void api.markRead(kind === 'reviews' ? 'reviews' : 'gratitude');
  }, [api, kind, loaded]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const replaceItem = useCallback((next: InboxItem) => {
    setLoad((current) => (current.state === 'ready' ? { state: 'ready', page: { ...current.page, items: current.page.items.map((item) => (item.id === next.id ? { ...item, ...next, is_new: item.is_new } : item)) } } : current));
  }, []);

  return {
    tab,
    setTab: (next: InboxTab) => {
      setTab(next);
      setPageIndex(0);
    },
    filters,
    setFilters: (next: InboxFilters) => {
      setFilters(next);
      setPageIndex(0);
    },
    pageIndex,
    setPageIndex,
    load,
    newCount,
    reload,
    replaceItem,
  };
}

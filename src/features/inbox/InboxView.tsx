import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { INBOX_TABS, PAGE_SIZE, type InboxKind, type InboxTab } from '../../domain/community/inboxQuery';
import type { SavedReply } from '../../domain/community/savedReplies';
import { useT, type MessageKey } from '../../lib/i18n';
import { errorMessage } from './api/errorMessage';
import { useInboxApi } from './api/useInboxApi';
import { FlagDialog } from './FlagDialog';
import { InboxFilters } from './InboxFilters';
import { InboxItemCard } from './InboxItemCard';
import { Pager } from './Pager';
import { SavedRepliesDialog } from './SavedRepliesDialog';
import { useInboxPage } from './useInboxPage';

const isTyping = (target: EventTarget) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The one inbox for reviews and the gratitude wall (issue 18 item 1): tabs Unanswered (default) /
 * Answered / All with counts, filters, 'new since your last visit', keyboard next/previous (J/K or the
 * arrow keys), reply, edit and delete a reply, saved replies, and review flags.
 */
export function InboxView({ kind }: { kind: InboxKind }) {
  const t = useT();
  const { inbox } = useInboxApi();
  const list = useInboxPage(inbox, kind);
  const [savedReplies, setSavedReplies] = useState<SavedReply[]>([]);
  const [managing, setManaging] = useState(false);
  const [flagging, setFlagging] = useState<{ itemId: string; reviewId: string } | null>(null);
  const [selected, setSelected] = useState(0);
  const cards = useRef<Array<HTMLDivElement | null>>([]);

  useEffect(() => {
    void inbox.savedReplies().then(setSavedReplies, () => undefined);
  }, [inbox]);
  const page = list.load.state === 'ready' ? list.load.page : null;
  const items = page?.items ?? [];
  useEffect(() => setSelected(0), [page]);

  const move = (step: number) => {
    const next = Math.min(Math.max(selected + step, 0), items.length - 1);
    setSelected(next);
    cards.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (isTyping(event.target)) return;
    if (event.key === 'j' || event.key === 'ArrowDown') move(1);
    else if (event.key === 'k' || event.key === 'ArrowUp') move(-1);
    else return;
    event.preventDefault();
  };

  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE[kind])) : 1;
  return (
    <Stack gap="md">
      <Tabs value={list.tab} onChange={(value) => value && list.setTab(value as InboxTab)} keepMounted={false}>
        <Tabs.List aria-label={t('inbox.tabs.label')} style={{ flexWrap: 'wrap' }}>
          {INBOX_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`inbox.tab.${tab}` as MessageKey, { count: page?.counts[tab] ?? 0 })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <InboxFilters kind={kind} page={page} filters={list.filters} onChange={list.setFilters} />
        <Button variant="default" size="sm" onClick={() => setManaging(true)}>
          {t('inbox.saved.manage')}
        </Button>
      </Group>
      {list.newCount !== null ? (
        <Text size="sm" c="dimmed" role="status">
          {t('inbox.newSince', { count: list.newCount })}
        </Text>
      ) : null}
      {list.load.state === 'failed' ? (
        <Alert color="red">
          <Group justify="space-between">
            <Text size="sm">{t('inbox.loadFailed')}</Text>
            <Button size="xs" onClick={list.reload}>
              {t('inbox.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {page && items.length === 0 ? <Text c="dimmed">{t('inbox.empty')}</Text> : null}
      <Text size="xs" c="dimmed">
        {t('inbox.keyboardHint')}
      </Text>
      <Stack gap="sm" role="list" aria-label={t('inbox.listLabel')} onKeyDown={onKeyDown}>
        {items.map((item, i) => (
          <div role="listitem" key={item.id}>
            <InboxItemCard
              ref={(node) => {
                cards.current[i] = node;
              }}
              kind={kind}
              item={item}
              selected={i === selected}
              savedReplies={savedReplies}
              onSelect={() => setSelected(i)}
              onReply={async (text) => {
                try {
                  const saved = await inbox.reply(kind, item.id, text);
                  if (saved) list.replaceItem(saved);
                  list.reload();
                  return null;
                } catch (error) {
                  return errorMessage(error, t('inbox.loadFailed'));
                }
              }}
              onDeleteReply={async () => {
                const saved = await inbox.deleteReply(kind, item.id).catch(() => undefined);
                if (saved) list.replaceItem(saved);
                list.reload();
              }}
              onFlag={kind === 'reviews' && item.item_id ? () => setFlagging({ itemId: item.item_id!, reviewId: item.id }) : undefined}
            />
          </div>
        ))}
      </Stack>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => move(-1)} disabled={selected <= 0}>
            {t('inbox.previous')}
          </Button>
          <Button size="xs" variant="default" onClick={() => move(1)} disabled={selected >= items.length - 1}>
            {t('inbox.next')}
          </Button>
        </Group>
        {pages > 1 ? <Pager total={pages} page={list.pageIndex + 1} onChange={(value) => list.setPageIndex(value - 1)} /> : null}
      </Group>
      <SavedRepliesDialog
        opened={managing}
        onClose={() => setManaging(false)}
        savedReplies={savedReplies}
        onSave={async (next) => {
          try {
            setSavedReplies(await inbox.saveSavedReplies(next));
            return null;
          } catch (error) {
            return errorMessage(error, t('inbox.loadFailed'));
          }
        }}
      />
      <FlagDialog
        opened={flagging !== null}
        onClose={() => setFlagging(null)}
        onSend={async (body) => {
          if (!flagging) return null;
          try {
            await inbox.flagReview(flagging.itemId, flagging.reviewId, body);
            list.reload();
            return null;
          } catch (error) {
            return errorMessage(error, t('inbox.loadFailed'));
          }
        }}
      />
    </Stack>
  );
}

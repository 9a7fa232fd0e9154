import { Alert, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { inboxMachine, type InboxMachineFilters } from '../../../machines/inboxMachine';
import { INBOX_TABS, PAGE_SIZE, type InboxKind, type InboxTab } from '../../domain/community/inboxQuery';
import type { SavedReply } from '../../domain/community/savedReplies';
import { useT, type MessageKey } from '../../lib/i18n';
import { errorMessage } from './api/errorMessage';
import type { InboxPage } from './api/inboxApi';
import { useInboxApi, useInboxInspect } from './api/useInboxApi';
import { FlagDialog } from './FlagDialog';
import { InboxFilters } from './InboxFilters';
import { InboxItemCard } from './InboxItemCard';
import { Pager } from '../../lib/ui/Pager';
import { SavedRepliesDialog } from './SavedRepliesDialog';

const isTyping = (target: EventTarget) => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The one inbox for reviews and the gratitude wall (issue 18 item 1): tabs Unanswered (default) /
 * Answered / All with counts, filters, 'new since your last visit', keyboard next/previous (J/K or the
 * arrow keys), reply, edit and delete a reply, saved replies, and review flags. Tabs, filters, pages,
 * the selection and each reply's states are machines/inboxMachine.ts; this screen performs the calls
 * the machine waits for and sends their outcome back.
 */
export function InboxView({ kind }: { kind: InboxKind }) {
  const t = useT();
  const { inbox } = useInboxApi();
  const inspect = useInboxInspect();
  const actor = useActorRef(inboxMachine, { input: {}, ...(inspect ? { inspect } : {}) });
  const state = useSelector(actor, (snapshot) => snapshot);
  const { tab, filters, page: pageIndex, selected, target } = state.context;
  const [page, setPage] = useState<InboxPage | null>(null);
  const [newCount, setNewCount] = useState<number | null>(null);
  const [savedReplies, setSavedReplies] = useState<SavedReply[]>([]);
  const [managing, setManaging] = useState(false);
  const [flagging, setFlagging] = useState<{ itemId: string; reviewId: string } | null>(null);
  const cards = useRef<Array<HTMLDivElement | null>>([]);
  const loading = state.matches('loading');

  useEffect(() => {
    void inbox.savedReplies().then(setSavedReplies, () => undefined);
  }, [inbox]);

  // The machine waits in `loading` for this page's answer.
  useEffect(() => {
    if (!loading) return;
    let live = true;
    inbox.list(kind, { tab, offset: pageIndex * PAGE_SIZE[kind], ...filters }).then(
      (answer) => {
        if (!live) return;
        if (!answer) {
          actor.send({ type: 'load.failed' });
          return;
        }
        setPage(answer);
        setNewCount((known) => known ?? answer.items.filter((item) => item.is_new).length);
        actor.send({ type: 'load.done', answered: answer.items.map((item) => item.has_publisher_reply), pageCount: Math.ceil(answer.total / PAGE_SIZE[kind]) });
      },
      () => live && actor.send({ type: 'load.failed' }),
    );
    return () => {
      live = false;
    };
  }, [actor, inbox, kind, loading, tab, pageIndex, filters]);

  // Only once the first page is in: marking earlier would race the list and hide what is new.
  const loadedOnce = page !== null;
  useEffect(() => {
    if (loadedOnce) void inbox.markRead(kind === 'reviews' ? 'reviews' : 'gratitude');
  }, [inbox, kind, loadedOnce]);

  // The selected card takes the focus when next / previous move it.
  const lastSelected = useRef(selected);
  useEffect(() => {
    if (lastSelected.current !== selected && state.matches({ ready: 'browsing' })) cards.current[selected]?.focus();
    lastSelected.current = selected;
  }, [selected, state]);

  const items = page?.items ?? [];
  const onKeyDown = (event: KeyboardEvent) => {
    if (isTyping(event.target)) return;
    if (event.key === 'j' || event.key === 'ArrowDown') actor.send({ type: 'next' });
    else if (event.key === 'k' || event.key === 'ArrowUp') actor.send({ type: 'previous' });
    else return;
    event.preventDefault();
  };

  // A reply (new or edited) goes out once the machine has taken it; its outcome goes back to the machine.
  const sendReply = async (index: number, text: string): Promise<string | null> => {
    const item = items[index];
    actor.send({ type: 'reply.send', index });
    const now = actor.getSnapshot();
    if (!item || !(now.matches({ ready: 'sendingReply' }) || now.matches({ ready: 'savingEdit' })) || now.context.target !== index) return t('inbox.loadFailed');
    try {
      await inbox.reply(kind, item.id, text);
      actor.send({ type: 'reply.done' });
      return null;
    } catch (error) {
      actor.send({ type: 'reply.failed' });
      return errorMessage(error, t('inbox.loadFailed'));
    }
  };
  const confirmDelete = async () => {
    const item = items[actor.getSnapshot().context.target];
    actor.send({ type: 'delete.confirm' });
    if (!item) return;
    const deleted = await inbox.deleteReply(kind, item.id).then(
      () => true,
      () => false,
    );
    actor.send({ type: deleted ? 'delete.done' : 'delete.failed' });
  };

  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE[kind])) : 1;
  const editingIndex = state.matches({ ready: 'editing' }) || state.matches({ ready: 'savingEdit' }) ? target : -1;
  const confirmingIndex = state.matches({ ready: 'confirmingDelete' }) ? target : -1;
  return (
    <Stack gap="md">
      <Tabs value={tab} onChange={(value) => value && actor.send({ type: 'tab.select', tab: value as InboxTab })} keepMounted={false}>
        <Tabs.List aria-label={t('inbox.tabs.label')} style={{ flexWrap: 'wrap' }}>
          {INBOX_TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`inbox.tab.${name}` as MessageKey, { count: page?.counts[name] ?? 0 })}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <InboxFilters kind={kind} page={page} filters={filters} onChange={(next: InboxMachineFilters) => actor.send({ type: 'filter.change', filters: next })} />
        <Button variant="default" size="sm" onClick={() => setManaging(true)}>
          {t('inbox.saved.manage')}
        </Button>
      </Group>
      {newCount !== null ? (
        <Text size="sm" c="dimmed" role="status">
          {t('inbox.newSince', { count: newCount })}
        </Text>
      ) : null}
      {state.matches('failed') ? (
        <Alert color="red">
          <Group justify="space-between">
            <Text size="sm">{t('inbox.loadFailed')}</Text>
            <Button size="xs" onClick={() => actor.send({ type: 'retry' })}>
              {t('inbox.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {page && !loading && items.length === 0 ? <Text c="dimmed">{t('inbox.empty')}</Text> : null}
      <Text size="xs" c="dimmed">
        {t('inbox.keyboardHint')}
      </Text>
      <Stack gap="sm" role="list" aria-label={t('inbox.listLabel')} aria-busy={loading} onKeyDown={onKeyDown}>
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
              editing={i === editingIndex}
              confirming={i === confirmingIndex}
              onSelect={() => actor.send({ type: 'select', index: i })}
              onReply={(text) => sendReply(i, text)}
              onEdit={() => actor.send({ type: 'edit.start', index: i })}
              onCancelEdit={() => actor.send({ type: 'edit.cancel' })}
              onDeleteRequest={() => actor.send({ type: 'delete.request', index: i })}
              onDeleteCancel={() => actor.send({ type: 'delete.cancel' })}
              onDeleteConfirm={() => void confirmDelete()}
              onFlag={kind === 'reviews' && item.item_id ? () => setFlagging({ itemId: item.item_id!, reviewId: item.id }) : undefined}
            />
          </div>
        ))}
      </Stack>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Button size="xs" variant="default" onClick={() => actor.send({ type: 'previous' })} disabled={!state.can({ type: 'previous' })}>
            {t('inbox.previous')}
          </Button>
          <Button size="xs" variant="default" onClick={() => actor.send({ type: 'next' })} disabled={!state.can({ type: 'next' })}>
            {t('inbox.next')}
          </Button>
        </Group>
        {pages > 1 ? <Pager total={pages} page={pageIndex + 1} onChange={(value) => actor.send({ type: 'page.select', page: value - 1 })} /> : null}
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
            // The flagged review shows its mark at once; the flag is kept on the review by the chat service.
            const flagged = flagging.reviewId;
            setPage((current) => current && { ...current, items: current.items.map((item) => (item.id === flagged ? { ...item, flag: { type: body.type } } : item)) });
            return null;
          } catch (error) {
            return errorMessage(error, t('inbox.loadFailed'));
          }
        }}
      />
    </Stack>
  );
}

import { MantineProvider } from '@mantine/core';
import { act, configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventFromLogic, InspectionEvent } from 'xstate';
import { inboxMachine, type InboxMachineEventType } from '../../machines/inboxMachine';
import type { InboxItem, InboxPage } from '../../src/features/inbox/api/inboxApi';
import { InboxApiContext, type InboxCalls } from '../../src/features/inbox/api/useInboxApi';
import { InboxView } from '../../src/features/inbox/InboxView';
import { AppServicesProvider } from '../../src/lib/session/AppServices';
import { createSession } from '../../src/lib/session/createSession';
import { createFakeBackend } from '../../src/lib/session/testing/createFakeBackend';
import { assertFullCoverage, coverageRecorder } from './coverage';
import { coveringPaths } from './coveringPaths';

// The inbox machine (machines/inboxMachine.ts) walked through the real inbox screen (InboxView in jsdom):
// each path xstate/graph finds is driven by what a publisher does (tabs, the rating filter, the pager,
// J and the Previous button, clicking a card, writing, editing and deleting a reply, the confirmation)
// and by settling the calls the screen makes. Coverage comes from the actor the screen runs.
const NAME = 'inboxMachine (inbox UI)';
const recorder = coverageRecorder(NAME, inboxMachine);
const inspect = (event: InspectionEvent) => recorder.inspect(event);
afterAll(() => assertFullCoverage([NAME]));
configure({ asyncUtilTimeout: 10_000 });
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

type Deferred = { resolve: (value: unknown) => void; reject: (error: unknown) => void };
const stamp = { epoch: Date.now() - 86_400_000, iso_8601_datetime_tz: new Date(Date.now() - 86_400_000).toISOString() };
const item = (id: string, answered: boolean, name: string): InboxItem => ({
  id,
  user: { id: `m-${id}`, name },
  created_at: stamp,
  has_publisher_reply: answered,
  publisher_reply: answered ? 'Thank you for listening!' : null,
  publisher_replied_at: answered ? stamp : null,
  is_new: !answered,
  rating: answered ? 5 : 4,
  review: `Review by ${name}`,
  item_id: 'course-1',
  item_type: 'COURSES',
  item_title: 'Calm Mornings',
});
// Every list call answers the same page: an unanswered review, then an answered one, of 12 (two pages of 10).
const PAGE: InboxPage = {
  items: [item('r1', false, 'Ana Lima'), item('r2', true, 'Tom Becker')],
  total: 12,
  counts: { UNANSWERED: 7, ANSWERED: 5, ALL: 12 },
  item_choices: [{ id: 'course-1', title: 'Calm Mornings', type: 'COURSES' }],
  types: ['COURSES'],
  tab: 'UNANSWERED',
  last_read_at: null,
};

function mountInbox() {
  const pending = new Map<string, Deferred[]>();
  const queries: unknown[] = [];
  const call = (name: string) =>
    new Promise<unknown>((resolve, reject) => {
      pending.set(name, [...(pending.get(name) ?? []), { resolve, reject }]);
    });
  const settle = async (name: string, outcome: { value?: unknown } | { error: Error }) => {
    let next: Deferred | undefined;
    await waitFor(() => {
      next = pending.get(name)?.shift();
      if (!next) throw new Error(`No pending ${name} call`);
    });
    await act(async () => ('error' in outcome ? next!.reject(outcome.error) : next!.resolve(outcome.value)));
  };
  const inbox = {
    list: (_kind: string, query: unknown) => {
      queries.push(query);
      return call('list');
    },
    reply: () => call('reply'),
    deleteReply: () => call('deleteReply'),
    markRead: async () => undefined,
    savedReplies: async () => [],
    saveSavedReplies: async () => [],
    flagReview: async () => undefined,
  } as unknown as InboxCalls['inbox'];
  const backend = createFakeBackend([{ uid: 'p1', email: 'p@x.test', password: 'pw', isAdmin: false }]);
  const session = createSession(backend.auth, { hasSessionCookie: () => false, clearSessionCookie: () => {} });
  const view = render(
    <MantineProvider>
      <AppServicesProvider services={{ backend, session, notifier: { alert: vi.fn(), toast: vi.fn() } }}>
        <InboxApiContext.Provider value={{ calls: { inbox, forums: {} as InboxCalls['forums'] }, inspect }}>
          <InboxView kind="reviews" />
        </InboxApiContext.Provider>
      </AppServicesProvider>
    </MantineProvider>,
  );
  return { view, settle, queries, pending };
}
type Harness = ReturnType<typeof mountInbox>;
type Event = EventFromLogic<typeof inboxMachine>;

const cards = () => screen.getAllByTestId('inbox-item');
const card = (index: number) => cards()[index]!;
const list = () => screen.getByRole('list', { name: 'Items' });
const listSettled = () => waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'false'));
const selectedIndex = () => cards().findIndex((c) => c.getAttribute('aria-current') === 'true');
const TAB_LABEL = { UNANSWERED: /^Unanswered/, ANSWERED: /^Answered/, ALL: /^All/ } as const;

const executors = {
  'load.done': async (h: Harness) => {
    await h.settle('list', { value: PAGE });
    await listSettled();
    expect(cards()).toHaveLength(2);
    expect(selectedIndex()).toBe(0);
  },
  'load.failed': async (h: Harness) => {
    await h.settle('list', { error: new Error('offline') });
    await screen.findByRole('button', { name: 'Try again' });
  },
  retry: async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
  },
  'tab.select': async (h: Harness, event: Event) => {
    const tab = (event as Extract<Event, { type: 'tab.select' }>).tab;
    fireEvent.mouseDown(screen.getByRole('tab', { name: TAB_LABEL[tab] }));
    fireEvent.click(screen.getByRole('tab', { name: TAB_LABEL[tab] }));
    await waitFor(() => expect(h.queries.at(-1)).toMatchObject({ tab, offset: 0 }));
    expect(list()).toHaveAttribute('aria-busy', 'true');
  },
  'filter.change': async (h: Harness, event: Event) => {
    const { rating } = (event as Extract<Event, { type: 'filter.change' }>).filters;
    // Mantine's Select opens on a click, as a person uses it.
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Rating' }));
    await user.click(await screen.findByRole('option', { name: rating === undefined ? 'All ratings' : `${rating} stars`, hidden: true }));
    await waitFor(() => expect((h.queries.at(-1) as { rating?: number }).rating).toBe(rating));
  },
  'page.select': async (h: Harness, event: Event) => {
    const { page } = event as Extract<Event, { type: 'page.select' }>;
    fireEvent.click(screen.getByRole('button', { name: `Page ${page + 1}` }));
    await waitFor(() => expect(h.queries.at(-1)).toMatchObject({ offset: page * 10 }));
  },
  next: async () => {
    const before = selectedIndex();
    fireEvent.keyDown(list(), { key: 'j' });
    await waitFor(() => expect(selectedIndex()).toBe(before + 1));
    expect(document.activeElement).toBe(card(before + 1));
  },
  previous: async () => {
    const before = selectedIndex();
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(selectedIndex()).toBe(before - 1));
  },
  select: async (_h: Harness, event: Event) => {
    const { index } = event as Extract<Event, { type: 'select' }>;
    fireEvent.click(card(index));
    await waitFor(() => expect(selectedIndex()).toBe(index));
  },
  'reply.send': async (h: Harness, event: Event) => {
    const { index } = event as Extract<Event, { type: 'reply.send' }>;
    const box = within(card(index)).getByRole('textbox');
    fireEvent.change(box, { target: { value: `Thank you, ${index}!` } });
    fireEvent.click(within(card(index)).getByRole('button', { name: /^(Reply|Save reply)$/ }));
    await waitFor(() => expect(h.pending.get('reply')?.length).toBe(1));
  },
  'reply.done': async (h: Harness) => {
    await h.settle('reply', { value: item('r1', true, 'Ana Lima') });
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'true'));
  },
  'reply.failed': async (h: Harness) => {
    const { ForbiddenReply } = { ForbiddenReply: new Error('The server refused this reply') };
    await h.settle('reply', { error: ForbiddenReply });
    await screen.findByText('The server refused this reply');
  },
  'edit.start': async (_h: Harness, event: Event) => {
    const { index } = event as Extract<Event, { type: 'edit.start' }>;
    fireEvent.click(within(card(index)).getByRole('button', { name: 'Edit reply' }));
    expect(await within(card(index)).findByRole('button', { name: 'Save reply' })).toBeInTheDocument();
    expect(within(card(index)).getByRole('textbox')).toHaveValue('Thank you for listening!');
  },
  'edit.cancel': async () => {
    const editing = cards().find((c) => within(c).queryByRole('button', { name: 'Save reply' }))!;
    fireEvent.click(within(editing).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(within(editing).queryByRole('button', { name: 'Save reply' })).toBeNull());
    expect(within(editing).getByTestId('publisher-reply')).toHaveTextContent('Thank you for listening!');
  },
  'delete.request': async (_h: Harness, event: Event) => {
    const { index } = event as Extract<Event, { type: 'delete.request' }>;
    fireEvent.click(within(card(index)).getByRole('button', { name: 'Delete reply' }));
    await screen.findByRole('dialog', { name: 'Delete reply' });
  },
  'delete.cancel': async () => {
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete reply' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete reply' })).toBeNull());
  },
  'delete.confirm': async (h: Harness) => {
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete reply' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(h.pending.get('deleteReply')?.length).toBe(1));
  },
  'delete.done': async (h: Harness) => {
    await h.settle('deleteReply', { value: undefined });
    await waitFor(() => expect(list()).toHaveAttribute('aria-busy', 'true'));
  },
  'delete.failed': async (h: Harness) => {
    await h.settle('deleteReply', { error: new Error('offline') });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete reply' })).toBeNull());
    expect(within(card(1)).getByTestId('publisher-reply')).toHaveTextContent('Thank you for listening!');
  },
} satisfies Record<InboxMachineEventType, (h: Harness, event: Event) => Promise<void>>;

// The payloads a publisher can produce from each state: the fixture page, the other tabs, the other
// rating, the other page, the other card, and the actions each card offers.
function eventsFor(snapshot: { value: unknown; context: { tab: string; filters: { rating?: number }; page: number; selected: number; target: number } }): Event[] {
  const { context } = snapshot;
  const value = JSON.stringify(snapshot.value);
  if (value === '"loading"') return [{ type: 'load.done', answered: PAGE.items.map((i) => i.has_publisher_reply), pageCount: 2 }, { type: 'load.failed' }];
  if (value === '"failed"') return [{ type: 'retry' }];
  const anywhere: Event[] = [
    ...(['UNANSWERED', 'ANSWERED', 'ALL'] as const).filter((tab) => tab !== context.tab).map((tab) => ({ type: 'tab.select' as const, tab })),
    { type: 'filter.change', filters: context.filters.rating === undefined ? { rating: 5 } : {} },
    { type: 'page.select', page: context.page === 0 ? 1 : 0 },
  ];
  const sub = (snapshot.value as { ready: string }).ready;
  const own: Record<string, Event[]> = {
    browsing: [{ type: 'next' }, { type: 'previous' }, { type: 'select', index: context.selected === 0 ? 1 : 0 }, { type: 'reply.send', index: 0 }, { type: 'edit.start', index: 1 }, { type: 'delete.request', index: 1 }],
    sendingReply: [{ type: 'reply.done' }, { type: 'reply.failed' }],
    editing: [{ type: 'reply.send', index: context.target }, { type: 'edit.cancel' }],
    savingEdit: [{ type: 'reply.done' }, { type: 'reply.failed' }],
    confirmingDelete: [{ type: 'delete.confirm' }, { type: 'delete.cancel' }],
    deleting: [{ type: 'delete.done' }, { type: 'delete.failed' }],
  };
  // While a reply or a delete is on its way, the tabs, filters and pager are left alone by the walk.
  return sub === 'browsing' || sub === 'editing' || sub === 'confirmingDelete' ? [...(own[sub] ?? []), ...anywhere] : (own[sub] ?? []);
}

const stepsOf = (path: { steps: Array<{ event: { type: string } }> }) => path.steps.filter((s) => s.event.type !== 'xstate.init');

describe('inbox machine through the inbox screen', { timeout: 120_000 }, () => {
  const { paths, unreachable } = coveringPaths(inboxMachine, {
    events: (snapshot) => eventsFor(snapshot as never),
    // The guards read the selection and the item acted on; tab, rating and page only need to differ from the last.
    abstractContext: (snapshot) => [snapshot.context.selected, snapshot.context.target],
  });
  it('reaches every transition', () => expect(unreachable).toEqual([]));
  it.each(paths.map((p) => [stepsOf(p).map((s) => s.event.type).join(' → ') || '(start)', p] as const))('%s', async (_name, path) => {
    const h = mountInbox();
    for (const step of stepsOf(path)) await executors[step.event.type as InboxMachineEventType](h, step.event as Event);
    h.view.unmount();
  });
});

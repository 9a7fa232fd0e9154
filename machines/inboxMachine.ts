import { assign, setup } from 'xstate';

// The one inbox's behaviour (issue 18 item 1: /reviews and the gratitude wall on /donations) as a pure
// machine: no invoke and no timers, so xstate/graph can walk it and the screen runs the same machine.
// The screen performs each call when the actor enters a waiting state (loading, sendingReply, savingEdit,
// deleting) and sends the outcome back (load.done / load.failed, reply.done / reply.failed,
// delete.done / delete.failed).
//
//   loading ──load.done──▶ ready.browsing ──reply.send(i, unanswered)──▶ ready.sendingReply ──reply.done──▶ loading
//      │  ◀──retry── failed        │ ──edit.start(i, answered)──▶ ready.editing ──reply.send(i)──▶ ready.savingEdit
//      └──load.failed──▶ failed    │ ──delete.request(i, answered)──▶ ready.confirmingDelete ──delete.confirm──▶ ready.deleting
//                                  └ next / previous / select move the selection (bounded by the page)
//   From anywhere in ready: another tab, other filters or another page load again (the selection goes back
//   to the first item, a reply being edited is dropped). A failed reply or delete leaves the item as it was.

/** The inbox tabs (src/domain/community/inboxQuery INBOX_TABS). */
export type InboxMachineTab = 'UNANSWERED' | 'ANSWERED' | 'ALL';

/** The filters the inbox sends (rating, item, type); absent means any. */
export interface InboxMachineFilters {
  rating?: number;
  item_id?: string;
  type?: string;
}

export interface InboxMachineContext {
  tab: InboxMachineTab;
  filters: InboxMachineFilters;
  /** The page shown (0-based) and how many there are under the tab and filters. */
  page: number;
  pageCount: number;
  /** Whether each item of the page has the publisher's reply, in the order shown. */
  answered: boolean[];
  /** The selected item (next / previous move it). */
  selected: number;
  /** The item a reply, edit or delete is about. */
  target: number;
}

export type InboxMachineEvent =
  | { type: 'load.done'; answered: boolean[]; pageCount: number }
  | { type: 'load.failed' }
  | { type: 'retry' }
  | { type: 'tab.select'; tab: InboxMachineTab }
  | { type: 'filter.change'; filters: InboxMachineFilters }
  | { type: 'page.select'; page: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'select'; index: number }
  | { type: 'reply.send'; index: number }
  | { type: 'reply.done' }
  | { type: 'reply.failed' }
  | { type: 'edit.start'; index: number }
  | { type: 'edit.cancel' }
  | { type: 'delete.request'; index: number }
  | { type: 'delete.cancel' }
  | { type: 'delete.confirm' }
  | { type: 'delete.done' }
  | { type: 'delete.failed' };

export type InboxMachineEventType = InboxMachineEvent['type'];

const sameFilters = (a: InboxMachineFilters, b: InboxMachineFilters) => a.rating === b.rating && a.item_id === b.item_id && a.type === b.type;
const onPage = (context: InboxMachineContext, index: number) => Number.isInteger(index) && index >= 0 && index < context.answered.length;

export const inboxMachine = setup({
  types: {
    context: {} as InboxMachineContext,
    events: {} as InboxMachineEvent,
    input: {} as { tab?: InboxMachineTab } | undefined,
  },
  guards: {
    otherTab: ({ context, event }) => event.type === 'tab.select' && ['UNANSWERED', 'ANSWERED', 'ALL'].includes(event.tab) && event.tab !== context.tab,
    otherFilters: ({ context, event }) => event.type === 'filter.change' && typeof event.filters === 'object' && event.filters !== null && !sameFilters(event.filters, context.filters),
    otherPage: ({ context, event }) => event.type === 'page.select' && Number.isInteger(event.page) && event.page !== context.page && event.page >= 0 && event.page < context.pageCount,
    hasNext: ({ context }) => context.selected < context.answered.length - 1,
    hasPrevious: ({ context }) => context.selected > 0,
    otherItem: ({ context, event }) => event.type === 'select' && event.index !== context.selected && onPage(context, event.index),
    unansweredItem: ({ context, event }) => 'index' in event && onPage(context, event.index) && context.answered[event.index] === false,
    answeredItem: ({ context, event }) => 'index' in event && onPage(context, event.index) && context.answered[event.index] === true,
    editedItem: ({ context, event }) => event.type === 'reply.send' && event.index === context.target,
  },
  actions: {
    loaded: assign(({ event }) => (event.type === 'load.done' ? { answered: Array.isArray(event.answered) ? event.answered : [], pageCount: Math.max(1, Number(event.pageCount) || 1), selected: 0, target: 0 } : {})),
    setTab: assign(({ event }) => (event.type === 'tab.select' ? { tab: event.tab, page: 0 } : {})),
    setFilters: assign(({ event }) => (event.type === 'filter.change' ? { filters: event.filters, page: 0 } : {})),
    setPage: assign(({ event }) => (event.type === 'page.select' ? { page: event.page } : {})),
    selectNext: assign(({ context }) => ({ selected: context.selected + 1 })),
    selectPrevious: assign(({ context }) => ({ selected: context.selected - 1 })),
    selectItem: assign(({ event }) => (event.type === 'select' ? { selected: event.index } : {})),
    // Acting on an item selects it too, so next / previous go on from there.
    target: assign(({ event }) => ('index' in event ? { target: event.index, selected: event.index } : {})),
  },
}).createMachine({
  id: 'inbox',
  context: ({ input }) => ({ tab: input?.tab ?? 'UNANSWERED', filters: {}, page: 0, pageCount: 1, answered: [], selected: 0, target: 0 }),
  initial: 'loading',
  states: {
    loading: {
      on: {
        'load.done': { target: 'ready', actions: 'loaded' },
        'load.failed': { target: 'failed' },
      },
    },
    failed: {
      on: { retry: { target: 'loading' } },
    },
    ready: {
      initial: 'browsing',
      on: {
        'tab.select': { guard: 'otherTab', target: 'loading', actions: 'setTab' },
        'filter.change': { guard: 'otherFilters', target: 'loading', actions: 'setFilters' },
        'page.select': { guard: 'otherPage', target: 'loading', actions: 'setPage' },
      },
      states: {
        browsing: {
          on: {
            next: { guard: 'hasNext', actions: 'selectNext' },
            previous: { guard: 'hasPrevious', actions: 'selectPrevious' },
            select: { guard: 'otherItem', actions: 'selectItem' },
            'reply.send': { guard: 'unansweredItem', target: 'sendingReply', actions: 'target' },
            'edit.start': { guard: 'answeredItem', target: 'editing', actions: 'target' },
            'delete.request': { guard: 'answeredItem', target: 'confirmingDelete', actions: 'target' },
          },
        },
        sendingReply: {
          on: {
            'reply.done': { target: '#inbox.loading' },
            'reply.failed': { target: 'browsing' },
          },
        },
        editing: {
          on: {
            'reply.send': { guard: 'editedItem', target: 'savingEdit' },
            'edit.cancel': { target: 'browsing' },
          },
        },
        savingEdit: {
          on: {
            'reply.done': { target: '#inbox.loading' },
            'reply.failed': { target: 'editing' },
          },
        },
        confirmingDelete: {
          on: {
            'delete.confirm': { target: 'deleting' },
            'delete.cancel': { target: 'browsing' },
          },
        },
        deleting: {
          on: {
            'delete.done': { target: '#inbox.loading' },
            'delete.failed': { target: 'browsing' },
          },
        },
      },
    },
  },
});

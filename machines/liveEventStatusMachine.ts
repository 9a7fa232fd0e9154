import { initialTransition, setup, transition } from 'xstate';

// Topology (spec 3 §4 event statuses APPROVED, CANCELLED, PENDING, BLOCKED; action CANCEL). States are the
// stored statuses plus `absent` (not created yet). CANCELLED is final. ✗ = refused.
//
//   from \ event   event.create               event.update   event.cancel   review.approve   review.block
//   absent         APPROVED (h) / PENDING     ✗              ✗              ✗                ✗
//   PENDING        ✗                          PENDING        CANCELLED      APPROVED (a)     BLOCKED (a)
//   APPROVED       ✗                          APPROVED       CANCELLED      ✗                BLOCKED (a)
//   BLOCKED        ✗                          ✗              ✗              APPROVED (a)     ✗
//   CANCELLED      final: everything refused
//
//   (h) the creator can host live streams (spec 1 §3 canHostLiveStream); otherwise the event waits for review.
//   (a) the actor is an admin.
// Decisions where the spec gives only the names: review is an admin's; a blocked event is not edited or
// cancelled by its owner (an admin may approve it again); a cancelled event is over.

/** The stored statuses of a live event (spec 3 §4). */
export const LIVE_EVENT_STATUSES = ['APPROVED', 'CANCELLED', 'PENDING', 'BLOCKED'] as const;
export type LiveEventStatus = (typeof LIVE_EVENT_STATUSES)[number];

/** Facts the guards read, filled by the server from the caller. */
export interface LiveEventStatusInput {
  isAdmin?: boolean;
  canHostLiveStream?: boolean;
}

export type LiveEventStatusEvent =
  | { type: 'event.create' }
  | { type: 'event.update' }
  | { type: 'event.cancel' }
  | { type: 'review.approve' }
  | { type: 'review.block' };

/** Every event type, for exhaustive maps. */
export type LiveEventStatusEventType = LiveEventStatusEvent['type'];

/** The lifecycle of one live event: starts `absent`; `resolveState` starts it at a stored status. */
export const liveEventStatusMachine = setup({
  types: {
    context: {} as Required<LiveEventStatusInput>,
    input: {} as LiveEventStatusInput,
    events: {} as LiveEventStatusEvent,
  },
  guards: {
    isAdmin: ({ context }) => context.isAdmin,
    canHost: ({ context }) => context.canHostLiveStream,
  },
}).createMachine({
  id: 'liveEventStatus',
  initial: 'absent',
  context: ({ input }) => ({ isAdmin: input.isAdmin ?? false, canHostLiveStream: input.canHostLiveStream ?? false }),
  states: {
    absent: { on: { 'event.create': [{ target: 'APPROVED', guard: 'canHost' }, { target: 'PENDING' }] } },
    PENDING: {
      on: {
        'event.update': 'PENDING',
        'event.cancel': 'CANCELLED',
        'review.approve': { target: 'APPROVED', guard: 'isAdmin' },
        'review.block': { target: 'BLOCKED', guard: 'isAdmin' },
      },
    },
    APPROVED: {
      on: { 'event.update': 'APPROVED', 'event.cancel': 'CANCELLED', 'review.block': { target: 'BLOCKED', guard: 'isAdmin' } },
    },
    BLOCKED: { on: { 'review.approve': { target: 'APPROVED', guard: 'isAdmin' } } },
    CANCELLED: { type: 'final' },
  },
});

/** The machine's state names. */
export const LIVE_EVENT_STATUS_STATES = ['absent', ...LIVE_EVENT_STATUSES] as const;

/** The status to store, or why the event is refused. */
export type LiveEventStatusDecision = { status: LiveEventStatus } | { error: string };

const VERBS: Record<LiveEventStatusEventType, string> = {
  'event.create': 'create',
  'event.update': 'change',
  'event.cancel': 'cancel',
  'review.approve': 'approve',
  'review.block': 'block',
};

function snapshotOf(status: LiveEventStatus | undefined, input: LiveEventStatusInput) {
  const [initial] = initialTransition(liveEventStatusMachine, input);
  return liveEventStatusMachine.resolveState({ value: status ?? 'absent', context: initial.context });
}

/** The machine as a function for the server and the screens: the next status, or a refusal. */
export function nextLiveEventStatus(status: LiveEventStatus | undefined, input: LiveEventStatusInput, event: LiveEventStatusEvent): LiveEventStatusDecision {
  const snapshot = snapshotOf(status, input);
  if (!snapshot.can(event)) {
    if (!input.isAdmin && snapshotOf(status, { ...input, isAdmin: true }).can(event)) return { error: `Only an admin can ${VERBS[event.type]} a live event` };
    return { error: `Cannot ${VERBS[event.type]} a live event that is ${status ?? 'not created'}` };
  }
  const [next] = transition(liveEventStatusMachine, snapshot, event);
  return { status: next.value as LiveEventStatus };
}

/** Whether the owner may still cancel (the list's Cancel button). */
export const mayCancelLiveEvent = (status: LiveEventStatus) => snapshotOf(status, {}).can({ type: 'event.cancel' });

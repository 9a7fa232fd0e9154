import { assign, setup } from 'xstate';

// Topology of the live host screen (spec 3 §2, §7, §8; issue 17 item 2):
//
//   loading ──occurrence.loaded(SCHEDULED)──▶ greenRoom ──golive.request──▶ goingLive ──golive.done──▶ live
//           ──occurrence.loaded(IN_PROGRESS)─▶ resumed ───golive.request──▶ resumingLive ─golive.done─▶ live
//           ──occurrence.loaded(ENDED)───────▶ ended
//   goingLive ──golive.failed──▶ greenRoom          resumingLive ──golive.failed──▶ resumed
//
//   live ──end.request──▶ confirmingEnd ──end.confirm──▶ ending ──end.done──▶ ended
//    ▲                        │                          │
//    └──────end.cancel────────┘◀────────end.failed───────┘
//
//   resumed ──end.request──▶ confirmingEndResumed ──end.confirm──▶ endingResumed ──end.done──▶ ended
//    ▲                              │                                 │
//    └──────────end.cancel──────────┘◀────────────end.failed──────────┘
//
// `resumed` is the green room of a session that is still IN_PROGRESS (the host reloaded or left the page
// mid-session): the publisher may continue broadcasting, or end the session without broadcasting again.
// Go live asks the occurrence action for a token; `golive.failed` (no token, or the call failed) keeps the
// publisher where they were with the error and nothing starts. No invoke: the screen performs the calls
// when the actor enters a state tagged `starting`/`ending` and sends the outcome, so the UI runs the
// machine the model walks. Tags tell the screen what to draw: `offAir` (the green room), `resumed`,
// `confirming` (the End session dialog).

export interface HostScreenContext {
  /** Why going live or ending failed (shown in the green room / on the live screen). */
  error: string | null;
  /** When the session started (epoch ms), for the live timer. */
  startedAt: number | null;
}

/** The stored progress of the occurrence the screen opened. */
export type LoadedOccurrenceStatus = 'SCHEDULED' | 'IN_PROGRESS' | 'ENDED';

export type HostScreenEvent =
  | { type: 'occurrence.loaded'; status: LoadedOccurrenceStatus }
  | { type: 'golive.request' }
  | { type: 'golive.done'; at: number }
  | { type: 'golive.failed'; message: string }
  | { type: 'end.request' }
  | { type: 'end.cancel' }
  | { type: 'end.confirm' }
  | { type: 'end.done' }
  | { type: 'end.failed'; message: string };

export type HostScreenEventType = HostScreenEvent['type'];

/** The host screen: loading, the green room (or the resumed one), going live, live, ending with a confirmation, ended. */
export const hostScreenMachine = setup({
  types: { context: {} as HostScreenContext, events: {} as HostScreenEvent },
  guards: {
    isScheduled: ({ event }) => event.type === 'occurrence.loaded' && event.status === 'SCHEDULED',
    isInProgress: ({ event }) => event.type === 'occurrence.loaded' && event.status === 'IN_PROGRESS',
  },
  actions: {
    clearError: assign({ error: null }),
    recordError: assign({ error: ({ event }) => (event.type === 'golive.failed' || event.type === 'end.failed' ? event.message : null) }),
    recordStart: assign({ startedAt: ({ event }) => (event.type === 'golive.done' ? event.at : null) }),
  },
}).createMachine({
  id: 'hostScreen',
  initial: 'loading',
  context: { error: null, startedAt: null },
  states: {
    loading: {
      on: { 'occurrence.loaded': [{ target: 'greenRoom', guard: 'isScheduled' }, { target: 'resumed', guard: 'isInProgress' }, { target: 'ended' }] },
    },
    greenRoom: { tags: ['offAir'], on: { 'golive.request': { target: 'goingLive', actions: 'clearError' } } },
    goingLive: { tags: ['offAir', 'starting'], on: { 'golive.done': { target: 'live', actions: 'recordStart' }, 'golive.failed': { target: 'greenRoom', actions: 'recordError' } } },
    resumed: {
      tags: ['offAir', 'resumed'],
      on: { 'golive.request': { target: 'resumingLive', actions: 'clearError' }, 'end.request': { target: 'confirmingEndResumed', actions: 'clearError' } },
    },
    resumingLive: { tags: ['offAir', 'resumed', 'starting'], on: { 'golive.done': { target: 'live', actions: 'recordStart' }, 'golive.failed': { target: 'resumed', actions: 'recordError' } } },
    confirmingEndResumed: { tags: ['offAir', 'resumed', 'confirming'], on: { 'end.cancel': 'resumed', 'end.confirm': 'endingResumed' } },
    endingResumed: { tags: ['offAir', 'resumed', 'ending'], on: { 'end.done': 'ended', 'end.failed': { target: 'resumed', actions: 'recordError' } } },
    live: { on: { 'end.request': { target: 'confirmingEnd', actions: 'clearError' } } },
    confirmingEnd: { tags: ['confirming'], on: { 'end.cancel': 'live', 'end.confirm': 'ending' } },
    ending: { tags: ['ending'], on: { 'end.done': 'ended', 'end.failed': { target: 'live', actions: 'recordError' } } },
    ended: { type: 'final' },
  },
});

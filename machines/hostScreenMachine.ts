import { assign, setup } from 'xstate';

// Topology of the live host screen (spec 3 §2, §7, §8; issue 17 item 2):
//
//   greenRoom ──golive.request──▶ goingLive ──golive.done──▶ live ──end.request──▶ confirmingEnd ──end.confirm──▶ ending ──end.done──▶ ended
//      ▲                              │                       ▲                        │                            │
//      └──────────golive.failed───────┘                       └───────end.cancel───────┘                            │
//                                                             └──────────────────────end.failed─────────────────────┘
//
// Go live asks the occurrence action for a token; `golive.failed` (no token, or the call failed) keeps the
// publisher in the green room with the error and nothing starts. No invoke: the screen performs the calls
// when the actor enters goingLive/ending and sends the outcome, so the UI runs the machine the model walks.

export interface HostScreenContext {
  /** Why going live or ending failed (shown in the green room / on the live screen). */
  error: string | null;
  /** When the session started (epoch ms), for the live timer. */
  startedAt: number | null;
}

export type HostScreenEvent =
  | { type: 'golive.request' }
  | { type: 'golive.done'; at: number }
  | { type: 'golive.failed'; message: string }
  | { type: 'end.request' }
  | { type: 'end.cancel' }
  | { type: 'end.confirm' }
  | { type: 'end.done' }
  | { type: 'end.failed'; message: string };

export type HostScreenEventType = HostScreenEvent['type'];

/** The host screen: green room, going live, live, ending with a confirmation, ended. */
export const hostScreenMachine = setup({
  types: { context: {} as HostScreenContext, events: {} as HostScreenEvent },
  actions: {
    clearError: assign({ error: null }),
    recordError: assign({ error: ({ event }) => (event.type === 'golive.failed' || event.type === 'end.failed' ? event.message : null) }),
    recordStart: assign({ startedAt: ({ event }) => (event.type === 'golive.done' ? event.at : null) }),
  },
}).createMachine({
  id: 'hostScreen',
  initial: 'greenRoom',
  context: { error: null, startedAt: null },
  states: {
    greenRoom: { on: { 'golive.request': { target: 'goingLive', actions: 'clearError' } } },
    goingLive: { on: { 'golive.done': { target: 'live', actions: 'recordStart' }, 'golive.failed': { target: 'greenRoom', actions: 'recordError' } } },
    live: { on: { 'end.request': { target: 'confirmingEnd', actions: 'clearError' } } },
    confirmingEnd: { on: { 'end.cancel': 'live', 'end.confirm': 'ending' } },
    ending: { on: { 'end.done': 'ended', 'end.failed': { target: 'live', actions: 'recordError' } } },
    ended: { type: 'final' },
  },
});

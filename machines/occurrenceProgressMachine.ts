import { setup } from 'xstate';

// Topology (spec 3 §4 occurrence progress FETCHING → SCHEDULED → IN_PROGRESS → ENDED; END_SESSION):
//
//   fetching ──occurrence.loaded(SCHEDULED)──▶ scheduled ──session.started──▶ inProgress ──session.ended──▶ ended
//            ──occurrence.loaded(IN_PROGRESS)───────────────────────────────▶ inProgress
//            ──occurrence.loaded(ENDED)──────────────────────────────────────────────────────────────────▶ ended
//
// `session.started` is sent only once the occurrence action answered with a token (spec 3 §8: without a
// token nothing starts); `session.ended` once END_SESSION succeeded. Pure: the host screen does the calls.

/** The stored progress values of an occurrence. */
export const OCCURRENCE_PROGRESS = ['SCHEDULED', 'IN_PROGRESS', 'ENDED'] as const;
export type OccurrenceProgress = (typeof OCCURRENCE_PROGRESS)[number];

export type OccurrenceProgressEvent =
  | { type: 'occurrence.loaded'; status: OccurrenceProgress }
  | { type: 'session.started' }
  | { type: 'session.ended' };

export type OccurrenceProgressEventType = OccurrenceProgressEvent['type'];

/** An occurrence's progress as the host screen follows it; starts `fetching`. */
export const occurrenceProgressMachine = setup({
  types: { events: {} as OccurrenceProgressEvent },
  guards: {
    isScheduled: ({ event }) => event.type === 'occurrence.loaded' && event.status === 'SCHEDULED',
    isInProgress: ({ event }) => event.type === 'occurrence.loaded' && event.status === 'IN_PROGRESS',
  },
}).createMachine({
  id: 'occurrenceProgress',
  initial: 'fetching',
  states: {
    fetching: {
      on: {
        'occurrence.loaded': [{ target: 'scheduled', guard: 'isScheduled' }, { target: 'inProgress', guard: 'isInProgress' }, { target: 'ended' }],
      },
    },
    scheduled: { on: { 'session.started': 'inProgress' } },
    inProgress: { on: { 'session.ended': 'ended' } },
    ended: { type: 'final' },
  },
});

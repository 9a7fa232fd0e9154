import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { assertFullCoverage, coverageRecorder, coverageReport } from '../tests/model/coverage';
import { RETREAT_STATUSES, type RetreatStatus } from './retreatStatus';
import {
  nextRetreatStatus,
  retreatStatusMachine,
  type RetreatStatusEventType,
  type RetreatStatusInput,
} from './retreatStatusMachine';

// The machine is the model; the system under test is what the server does with it: a stored status
// moved only through `nextRetreatStatus`. A live actor beside it records, through `inspect`, which
// transitions each step took, so coverage is measured on the machine's own transitions.

// Guards read who acts and whether the retreat sold, fixed for one decision: the server starts the
// machine at the stored status with the caller's facts. So the walks do the same, from every stored
// status for every actor (a publisher alone never reaches APPROVED, an admin approves it first), and
// their runs add up under one coverage name.
const ACTORS: Array<[string, Required<RetreatStatusInput>]> = [
  ['admin', { isAdmin: true, hasSales: true }],
  ['publisher, no sales', { isAdmin: false, hasSales: false }],
  ['publisher, with sales', { isAdmin: false, hasSales: true }],
];
const WALKS = ACTORS.flatMap(([actor, input]) => RETREAT_STATUSES.map((start) => [actor, start, input] as const));

const EVENT_TYPES = [
  'step.save',
  'step.finishLater',
  'retreat.submit',
  'retreat.delete',
  'review.approve',
  'review.reject',
  'review.remove',
] as const satisfies readonly RetreatStatusEventType[];

const COVERAGE = 'retreatStatusMachine (server decisions)';
const recorder = coverageRecorder(COVERAGE, retreatStatusMachine);
afterAll(() => assertFullCoverage([COVERAGE]));

describe.each(WALKS)('retreatStatusMachine model: %s, from %s', (_actor, start, input) => {
  // The facts are the context as they are (each actor states both).
  const startSnapshot = retreatStatusMachine.resolveState({ value: start, context: input });
  // Keying a node by the transition that reached it makes shortest paths take every transition, not
  // just reach every state; disabled events are filtered so a refusal is never mistaken for a self-loop.
  const model = createTestModel(retreatStatusMachine, {
    input,
    events: EVENT_TYPES.map((type) => ({ type })),
    filterEvents: (snapshot, event) => snapshot.can(event),
    serializeState: (snapshot, event, previous) =>
      `${JSON.stringify(previous?.value ?? null)} ${event?.type ?? 'init'} ${JSON.stringify(snapshot.value)}`,
  });
  const paths = model.getShortestPaths({ fromState: startSnapshot });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const actor = createActor(retreatStatusMachine, { input, snapshot: startSnapshot, inspect: recorder.inspect }).start();
    // From DRAFT the retreat is new: no stored status yet, which the first save makes DRAFT.
    let stored: RetreatStatus | undefined = start === 'DRAFT' ? undefined : start;

    const drive = (type: RetreatStatusEventType) => {
      if (stored === 'DELETED') throw new Error(`${type} sent to a deleted retreat`);
      const decision = nextRetreatStatus({ status: stored, ...input }, { type });
      if ('error' in decision) throw new Error(decision.error);
      stored = decision.status;
      actor.send({ type });
    };
    const executors = {
      'step.save': () => drive('step.save'),
      'step.finishLater': () => drive('step.finishLater'),
      'retreat.submit': () => drive('retreat.submit'),
      'retreat.delete': () => drive('retreat.delete'),
      'review.approve': () => drive('review.approve'),
      'review.reject': () => drive('review.reject'),
      'review.remove': () => drive('review.remove'),
    } satisfies Record<RetreatStatusEventType, () => void>;

    const states = Object.fromEntries(
      RETREAT_STATUSES.map((state) => [
        state,
        () => {
          expect(actor.getSnapshot().value).toBe(state);
          expect(stored ?? 'DRAFT').toBe(state);
        },
      ]),
    );
    await path.test({ events: executors, states });
    actor.stop();
  });
});

describe('retreatStatusMachine model coverage', () => {
  it('the actors together take every state and every transition', () => {
    const report = coverageReport(COVERAGE);
    console.log(report.line);
    expect(report.missing).toEqual([]);
    expect(report.complete).toBe(true);
  });
});

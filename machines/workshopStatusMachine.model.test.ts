import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { assertFullCoverage, coverageRecorder, coverageReport } from '../tests/model/coverage';
import type { WorkshopStatus } from './workshopStatus';
import {
  WORKSHOP_STATUS_STATES,
  nextWorkshopStatus,
  workshopStatusMachine,
  type WorkshopStatusEventType,
  type WorkshopStatusInput,
} from './workshopStatusMachine';

// The machine is the model; the system under test is what the server does with it: a stored status
// moved only through `nextWorkshopStatus`. A live actor beside it records, through `inspect`, which
// transitions each step took, so coverage is measured on the machine's own transitions.

// Who acts is fixed for one decision: the server starts the machine at the stored status with the
// caller's facts. So the walks do the same, from every state for each actor (a publisher alone never
// reaches APPROVED), and their runs add up under one coverage name.
const ACTORS: Array<[string, Required<WorkshopStatusInput>]> = [
  ['admin', { isAdmin: true }],
  ['publisher', { isAdmin: false }],
];
const WALKS = ACTORS.flatMap(([actor, input]) => WORKSHOP_STATUS_STATES.map((start) => [actor, start, input] as const));

const EVENT_TYPES = [
  'workshop.save',
  'workshop.delete',
  'workshop.cancel',
  'review.approve',
  'review.reject',
] as const satisfies readonly WorkshopStatusEventType[];

const COVERAGE = 'workshopStatusMachine (server decisions)';
const recorder = coverageRecorder(COVERAGE, workshopStatusMachine);
afterAll(() => assertFullCoverage([COVERAGE]));

describe.each(WALKS)('workshopStatusMachine model: %s, from %s', (_actor, start, input) => {
  const startSnapshot = workshopStatusMachine.resolveState({ value: start, context: input });
  // Keying a node by the transition that reached it makes shortest paths take every transition, not
  // just reach every state; disabled events are filtered so a refusal is never mistaken for a self-loop.
  const model = createTestModel(workshopStatusMachine, {
    input,
    events: EVENT_TYPES.map((type) => ({ type })),
    filterEvents: (snapshot, event) => snapshot.can(event),
    serializeState: (snapshot, event, previous) =>
      `${JSON.stringify(previous?.value ?? null)} ${event?.type ?? 'init'} ${JSON.stringify(snapshot.value)}`,
  });
  const paths = model.getShortestPaths({ fromState: startSnapshot });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const actor = createActor(workshopStatusMachine, { input, snapshot: startSnapshot, inspect: recorder.inspect }).start();
    // `absent` is a workshop with no stored status: the create form.
    let stored: WorkshopStatus | undefined = start === 'absent' ? undefined : start;

    const drive = (type: WorkshopStatusEventType) => {
      if (stored === 'DELETED') throw new Error(`${type} sent to a deleted workshop`);
      const decision = nextWorkshopStatus({ status: stored, ...input }, { type });
      if ('error' in decision) throw new Error(decision.error);
      stored = decision.status;
      actor.send({ type });
    };
    const executors = {
      'workshop.save': () => drive('workshop.save'),
      'workshop.delete': () => drive('workshop.delete'),
      'workshop.cancel': () => drive('workshop.cancel'),
      'review.approve': () => drive('review.approve'),
      'review.reject': () => drive('review.reject'),
    } satisfies Record<WorkshopStatusEventType, () => void>;

    const states = Object.fromEntries(
      WORKSHOP_STATUS_STATES.map((state) => [
        state,
        () => {
          expect(actor.getSnapshot().value).toBe(state);
          expect(stored ?? 'absent').toBe(state);
        },
      ]),
    );
    await path.test({ events: executors, states });
    actor.stop();
  });
});

describe('workshopStatusMachine model coverage', () => {
  it('the actors together take every state and every transition', () => {
    const report = coverageReport(COVERAGE);
    console.log(report.line);
    expect(report.missing).toEqual([]);
    expect(report.complete).toBe(true);
  });
});

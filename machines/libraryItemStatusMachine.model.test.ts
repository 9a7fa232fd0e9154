import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type AnyTransitionDefinition } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { assertFullCoverage, coverageRecorder } from '../tests/model/coverage';
import {
  LIBRARY_ITEM_STATUS_STATES,
  libraryItemStatusMachine,
  nextStatus,
  type LibraryItemEffect,
  type LibraryItemStatusEventType,
  type LibraryItemStatusInput,
  type LibraryItemStatusState,
} from './libraryItemStatusMachine';

// The machine is the model; the system under test is what the server does with it: a stored status
// moved only through `nextStatus`, and a stored revision written, merged or folded only by the effects
// `nextStatus` names (an edit of live content writes it; approval and removal take it away). A live actor beside it records, through `inspect`, which transition
// definitions each step took, so coverage is measured on the machine's own transitions.

// A free audio track with a snippet enables the one guarded transition; refusals are unit-tested.
const input: LibraryItemStatusInput = { itemType: 'SINGLE_TRACKS', isPremium: false, hasSnippet: true };

const keyOf = (t: AnyTransitionDefinition): string =>
  `${t.source.key} --${t.eventType}--> ${t.target?.[0]?.key ?? t.source.key}`;

function allTransitions(): string[] {
  return Object.values(libraryItemStatusMachine.root.states).flatMap((node) =>
    [...node.transitions.values()].flat().map(keyOf),
  );
}

const EVENT_TYPES = [
  'item.edit',
  'action.setPending',
  'action.remove',
  'action.delete',
  'action.approveAudioSnippet',
  'review.approve',
  'review.reject',
  'review.remove',
] as const satisfies readonly LibraryItemStatusEventType[];

// Keying a node by the transition that reached it makes shortest paths take every transition, not
// just reach every state; disabled events are filtered so a refusal is never mistaken for a self-loop.
const model = createTestModel(libraryItemStatusMachine, {
  input,
  events: EVENT_TYPES.map((type) => ({ type })),
  filterEvents: (snapshot, event) => snapshot.can(event),
  serializeState: (snapshot, event, previous) =>
    `${JSON.stringify(previous?.value ?? null)} ${event?.type ?? 'init'} ${JSON.stringify(snapshot.value)}`,
});

const COVERAGE = 'libraryItemStatusMachine (server decisions)';
const recorder = coverageRecorder(COVERAGE, libraryItemStatusMachine);
afterAll(() => assertFullCoverage([COVERAGE]));

describe('libraryItemStatusMachine model', () => {
  const paths = model.getShortestPaths();
  const taken = new Set<string>();
  const reached = new Set<string>();

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const actor = createActor(libraryItemStatusMachine, {
      input,
      inspect: (event) => {
        recorder.inspect(event);
        if (event.type === '@xstate.microstep') event._transitions.forEach((t) => taken.add(keyOf(t)));
      },
    }).start();
    let stored: LibraryItemStatusState = 'DRAFT';
    let storedRevision = false;
    const effects = {
      editLive: () => expect(storedRevision).toBe(false),
      editRevision: () => (storedRevision = true),
      mergeRevision: () => (storedRevision = false),
      foldRevision: () => (storedRevision = false),
    } satisfies Record<LibraryItemEffect, () => void>;

    const drive = (type: LibraryItemStatusEventType) => {
      if (stored === 'deleted') throw new Error(`${type} sent to a deleted item`);
      const decision = nextStatus({ status: stored, ...input, hasRevision: storedRevision }, { type });
      if ('error' in decision) throw new Error(decision.error);
      decision.effects.forEach((effect) => effects[effect]());
      stored = decision.status;
      // Deleting the item deletes its revision with it.
      if (stored === 'deleted') storedRevision = false;
      actor.send({ type });
    };
    const executors = {
      'item.edit': () => drive('item.edit'),
      'action.setPending': () => drive('action.setPending'),
      'action.remove': () => drive('action.remove'),
      'action.delete': () => drive('action.delete'),
      'action.approveAudioSnippet': () => drive('action.approveAudioSnippet'),
      'review.approve': () => drive('review.approve'),
      'review.reject': () => drive('review.reject'),
      'review.remove': () => drive('review.remove'),
    } satisfies Record<LibraryItemStatusEventType, () => void>;

    const states = Object.fromEntries(
      LIBRARY_ITEM_STATUS_STATES.map((state) => [
        state,
        () => {
          expect(actor.getSnapshot().value).toBe(state);
          expect(stored).toBe(state);
          expect(actor.getSnapshot().context.hasRevision).toBe(storedRevision);
          // Only an item with a live version has a revision beside it.
          if (storedRevision) expect(['PUBLISHED', 'PENDING_EDIT', 'REJECTED_EDIT']).toContain(state);
          reached.add(state);
        },
      ]),
    );
    await path.test({ events: executors, states });
    actor.stop();
  });

  it('covers every state and every transition', () => {
    const all = allTransitions();
    const missing = all.filter((t) => !taken.has(t));
    const states = LIBRARY_ITEM_STATUS_STATES.length;
    console.log(
      `libraryItemStatusMachine coverage: states ${reached.size}/${states}, transitions ${all.length - missing.length}/${all.length} over ${paths.length} paths`,
    );
    expect(missing).toEqual([]);
    expect([...reached].sort()).toEqual([...LIBRARY_ITEM_STATUS_STATES].sort());
  });
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  needsTeacherTerms,
  teacherTermsMachine,
  TERMS_DISMISSAL_INTERVAL_MS,
  type TeacherTermsEmitted,
  type TeacherTermsInput,
} from './teacherTermsMachine';

const NOW = Date.UTC(2025, 7, 1);
const base: TeacherTermsInput = { acceptedVersion: null, modalClosedAt: null, impersonating: false, now: NOW };

describe('when the teacher terms modal shows', () => {
  it.each([
    ['never accepted, never dismissed', {}, true],
    ['an older version accepted', { acceptedVersion: '0.9' }, true],
    ['version 1.0 accepted', { acceptedVersion: '1.0' }, false],
    ['dismissed exactly 259200000 ms ago', { modalClosedAt: NOW - TERMS_DISMISSAL_INTERVAL_MS }, false],
    ['dismissed 259200001 ms ago', { modalClosedAt: NOW - TERMS_DISMISSAL_INTERVAL_MS - 1 }, true],
    ['dismissed an hour ago', { modalClosedAt: NOW - 3_600_000 }, false],
    ['an admin is impersonating', { impersonating: true }, false],
    ['impersonating, dismissed long ago', { impersonating: true, modalClosedAt: 0 }, false],
  ])('%s → %s', (_, overrides, shown) => {
    const input = { ...base, ...overrides };
    expect(needsTeacherTerms(input)).toBe(shown);
    const actor = createActor(teacherTermsMachine, { input }).start();
    expect(actor.getSnapshot().value).toBe(shown ? 'shown' : 'hidden');
  });
});

function run(events: Parameters<ReturnType<typeof createActor<typeof teacherTermsMachine>>['send']>[0][]) {
  const emitted: TeacherTermsEmitted[] = [];
  const actor = createActor(teacherTermsMachine, { input: base });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  for (const event of events) actor.send(event);
  return { snapshot: actor.getSnapshot(), emitted };
}

describe('accepting and dismissing', () => {
  it('asks for version 1.0 and shows the loading state until the call answers', () => {
    const { snapshot, emitted } = run([{ type: 'terms.accept' }]);
    expect(snapshot.value).toBe('accepting');
    expect(emitted).toEqual([{ type: 'terms.acceptRequested', version: '1.0' }]);
  });

  it('closes with the success toast when accepted', () => {
    const { snapshot, emitted } = run([{ type: 'terms.accept' }, { type: 'terms.acceptSucceeded' }]);
    expect(snapshot.value).toBe('accepted');
    expect(emitted.at(-1)).toEqual({ type: 'terms.notify', tone: 'success', message: 'Teacher terms accepted successfully' });
  });

  it.each([
    ['terms.acceptRejected', 'Failed to accept terms. Please try again.'],
    ['terms.acceptFailed', 'An error occurred. Please try again.'],
  ] as const)('stays open after %s with its message, and clears it on retry', (type, message) => {
    const failed = run([{ type: 'terms.accept' }, { type }]);
    expect(failed.snapshot.value).toBe('shown');
    expect(failed.snapshot.context.error).toBe(message);
    expect(failed.emitted.at(-1)).toEqual({ type: 'terms.notify', tone: 'error', message });
    const retried = run([{ type: 'terms.accept' }, { type }, { type: 'terms.accept' }]);
    expect(retried.snapshot.context.error).toBeNull();
  });

  it('asks for the closed time to be stored when dismissed', () => {
    const { snapshot, emitted } = run([{ type: 'terms.dismiss' }]);
    expect(snapshot.value).toBe('dismissed');
    expect(emitted).toEqual([{ type: 'terms.dismissRequested' }]);
  });
});

describe('model', () => {
  it('reaches every state of the shown modal', () => {
    const model = createTestModel(teacherTermsMachine, {
      input: base,
      events: [
        { type: 'terms.accept' },
        { type: 'terms.dismiss' },
        { type: 'terms.acceptSucceeded' },
        { type: 'terms.acceptRejected' },
        { type: 'terms.acceptFailed' },
      ],
    });
    const reached = new Set(model.getShortestPaths().flatMap((p) => p.steps.map((step) => String(step.state.value))));
    expect([...reached].sort()).toEqual(['accepted', 'accepting', 'dismissed', 'shown']);
  });
});

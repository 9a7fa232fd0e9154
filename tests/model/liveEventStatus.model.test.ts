import { afterAll, describe, expect, it } from 'vitest';
import { liveEventStatusMachine, nextLiveEventStatus, type LiveEventStatus, type LiveEventStatusEvent } from '../../machines/liveEventStatusMachine';
import { assertFullCoverage, coverageReport } from './coverage';
import { walkPureMachine } from './coveringPaths';

// The live event status machine has no screen of its own: the events service decides with it
// (nextLiveEventStatus). The walk covers it from the start for each kind of actor, and every path is
// replayed through nextLiveEventStatus, the function the server calls, which must agree step by step.
const NAME = 'liveEventStatusMachine (server decisions)';
const ACTORS = [
  { isAdmin: true, canHostLiveStream: true },
  { isAdmin: true, canHostLiveStream: false },
  { isAdmin: false, canHostLiveStream: true },
  { isAdmin: false, canHostLiveStream: false },
];
const EVENTS: LiveEventStatusEvent[] = [{ type: 'event.create' }, { type: 'event.update' }, { type: 'event.cancel' }, { type: 'review.approve' }, { type: 'review.block' }];
afterAll(() => assertFullCoverage([NAME]));

describe.each(ACTORS)('live event status walk for %o', (input) => {
  it('agrees with the decisions the server makes on every path', () => {
    const paths = walkPureMachine(NAME, liveEventStatusMachine, { input, events: () => EVENTS });
    for (const path of paths) {
      let status: LiveEventStatus | undefined;
      for (const step of path.steps) {
        if ((step.event.type as string) === 'xstate.init') continue;
        const decision = nextLiveEventStatus(status, input, step.event as LiveEventStatusEvent);
        expect(decision).toHaveProperty('status');
        status = (decision as { status: LiveEventStatus }).status;
      }
      expect(status ?? 'absent').toBe(path.state.value);
    }
  });
});

describe('live event status coverage', () => {
  it('the actors together take every state and transition', () => {
    const report = coverageReport(NAME);
    expect(report.missing).toEqual([]);
  });
});

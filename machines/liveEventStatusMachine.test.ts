import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_STATUS_STATES, mayCancelLiveEvent, nextLiveEventStatus, type LiveEventStatus, type LiveEventStatusEventType } from './liveEventStatusMachine';

const EVENTS: LiveEventStatusEventType[] = ['event.create', 'event.update', 'event.cancel', 'review.approve', 'review.block'];
type Cell = LiveEventStatus | '✗';
type State = (typeof LIVE_EVENT_STATUS_STATES)[number];

// The machine file's table, per actor. '✗' is a refusal.
const TABLES: Array<[string, { isAdmin: boolean; canHostLiveStream: boolean }, Record<State, Cell[]>]> = [
  ['an admin who can host', { isAdmin: true, canHostLiveStream: true }, {
    //          create      update      cancel       approve     block
    absent:    ['APPROVED', '✗',        '✗',         '✗',        '✗'],
    PENDING:   ['✗',        'PENDING',  'CANCELLED', 'APPROVED', 'BLOCKED'],
    APPROVED:  ['✗',        'APPROVED', 'CANCELLED', '✗',        'BLOCKED'],
    BLOCKED:   ['✗',        '✗',        '✗',         'APPROVED', '✗'],
    CANCELLED: ['✗',        '✗',        '✗',         '✗',        '✗'],
  }],
  ['a publisher who cannot host yet', { isAdmin: false, canHostLiveStream: false }, {
    absent:    ['PENDING',  '✗',        '✗',         '✗',        '✗'],
    PENDING:   ['✗',        'PENDING',  'CANCELLED', '✗',        '✗'],
    APPROVED:  ['✗',        'APPROVED', 'CANCELLED', '✗',        '✗'],
    BLOCKED:   ['✗',        '✗',        '✗',         '✗',        '✗'],
    CANCELLED: ['✗',        '✗',        '✗',         '✗',        '✗'],
  }],
];

describe.each(TABLES)('live event statuses for %s', (_who, input, table) => {
  it.each(LIVE_EVENT_STATUS_STATES)('from %s', (state) => {
    const status = state === 'absent' ? undefined : state;
    const got = EVENTS.map((type) => {
      const decision = nextLiveEventStatus(status, input, { type });
      return 'status' in decision ? decision.status : '✗';
    });
    expect(got).toEqual(table[state]);
  });
});

describe('live event status refusals', () => {
  it('names the admin when only an admin may act, and the status otherwise', () => {
    expect(nextLiveEventStatus('PENDING', {}, { type: 'review.approve' })).toEqual({ error: 'Only an admin can approve a live event' });
    expect(nextLiveEventStatus('CANCELLED', {}, { type: 'event.cancel' })).toEqual({ error: 'Cannot cancel a live event that is CANCELLED' });
  });
  it('offers Cancel only while pending or approved', () => {
    expect(['PENDING', 'APPROVED', 'BLOCKED', 'CANCELLED'].map((s) => mayCancelLiveEvent(s as LiveEventStatus))).toEqual([true, true, false, false]);
  });
});

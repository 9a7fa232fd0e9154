import { describe, expect, it } from 'vitest';
import { WORKSHOP_STATUSES, isWorkshopStatus, type WorkshopStatus } from './workshopStatus';
import {
  WORKSHOP_STATUS_STATES,
  mayDeleteWorkshop,
  nextWorkshopStatus,
  type WorkshopStatusEventType,
  type WorkshopStatusSubject,
} from './workshopStatusMachine';

const EVENTS: WorkshopStatusEventType[] = ['workshop.save', 'workshop.delete', 'workshop.cancel', 'review.approve', 'review.reject'];

type State = (typeof WORKSHOP_STATUS_STATES)[number];
type Cell = WorkshopStatus | '✗';

// The full decision table per actor (the machine file's table); '✗' is a refusal, `absent` is not saved yet.
const ACTORS: Array<[string, boolean, Record<State, Cell[]>]> = [
  [
    'an admin',
    true,
    {
      //          save        delete     cancel       approve     reject
      absent:    ['PENDING',  'DELETED', '✗',         '✗',        '✗'],
      PENDING:   ['PENDING',  'DELETED', 'CANCELLED', 'APPROVED', 'CANCELLED'],
      APPROVED:  ['APPROVED', '✗',       'CANCELLED', '✗',        '✗'],
      CANCELLED: ['✗',        '✗',       '✗',         '✗',        '✗'],
      DELETED:   ['✗',        '✗',       '✗',         '✗',        '✗'],
    },
  ],
  [
    'a publisher',
    false,
    {
      absent:    ['PENDING',  'DELETED', '✗',         '✗',        '✗'],
      PENDING:   ['PENDING',  'DELETED', 'CANCELLED', '✗',        '✗'],
      APPROVED:  ['PENDING',  '✗',       'CANCELLED', '✗',        '✗'],
      CANCELLED: ['✗',        '✗',       '✗',         '✗',        '✗'],
      DELETED:   ['✗',        '✗',       '✗',         '✗',        '✗'],
    },
  ],
];

const subjectAt = (state: State, isAdmin: boolean): WorkshopStatusSubject =>
  state === 'absent' ? { isAdmin } : { status: state, isAdmin };

const cases = ACTORS.flatMap(([actor, isAdmin, table]) =>
  WORKSHOP_STATUS_STATES.flatMap((from) => EVENTS.map((event, i) => [actor, from, event, table[from][i]!, isAdmin] as const)),
);

describe('nextWorkshopStatus: every actor × status × event', () => {
  it.each(cases)('%s: %s + %s → %s', (_actor, from, event, expected, isAdmin) => {
    const decision = nextWorkshopStatus(subjectAt(from, isAdmin), { type: event });
    if (expected === '✗') expect(decision).toHaveProperty('error');
    else expect(decision).toEqual({ status: expected });
  });
});

// Spec 3 §2 and §4, one statement per row.
describe('spec 3 §4: workshop status', () => {
  it('a workshop is created with status PENDING', () => {
    expect(nextWorkshopStatus({}, { type: 'workshop.save' })).toEqual({ status: 'PENDING' });
  });

  it('an edit keeps a PENDING workshop PENDING', () => {
    expect(nextWorkshopStatus({ status: 'PENDING' }, { type: 'workshop.save' })).toEqual({ status: 'PENDING' });
  });

  it('a publisher editing an APPROVED workshop sends it back to PENDING for review; an admin edit keeps it APPROVED', () => {
    expect(nextWorkshopStatus({ status: 'APPROVED' }, { type: 'workshop.save' })).toEqual({ status: 'PENDING' });
    expect(nextWorkshopStatus({ status: 'APPROVED', isAdmin: true }, { type: 'workshop.save' })).toEqual({ status: 'APPROVED' });
  });

  it('an admin rejecting a PENDING workshop cancels it (the spec has no rejected status)', () => {
    expect(nextWorkshopStatus({ status: 'PENDING', isAdmin: true }, { type: 'review.reject' })).toEqual({ status: 'CANCELLED' });
    expect(nextWorkshopStatus({ status: 'PENDING' }, { type: 'review.reject' })).toEqual({ error: 'Only an admin can reject a workshop' });
  });

  it('delete is a soft delete: the status becomes DELETED', () => {
    expect(nextWorkshopStatus({ status: 'PENDING' }, { type: 'workshop.delete' })).toEqual({ status: 'DELETED' });
  });
});

describe('spec 3 §2: Delete is shown only while the status is pending or absent', () => {
  it.each<[WorkshopStatus | undefined, boolean]>([
    [undefined, true],
    ['PENDING', true],
    ['APPROVED', false],
    ['CANCELLED', false],
    ['DELETED', false],
  ])('status %s: %s', (status, shown) => {
    expect(mayDeleteWorkshop(status)).toBe(shown);
  });
});

describe('refusals say why', () => {
  it.each<[WorkshopStatusSubject, WorkshopStatusEventType, string]>([
    [{ status: 'PENDING' }, 'review.approve', 'Only an admin can approve a workshop'],
    [{ status: 'APPROVED', isAdmin: true }, 'review.approve', 'Cannot approve a workshop that is APPROVED'],
    [{}, 'workshop.cancel', 'Cannot cancel a workshop that has not been saved yet'],
    [{ isAdmin: true }, 'review.approve', 'Cannot approve a workshop that has not been saved yet'],
    [{ status: 'CANCELLED' }, 'workshop.save', 'Cannot save a change to a workshop that is CANCELLED'],
    [{ status: 'CANCELLED' }, 'workshop.delete', 'Cannot delete a workshop that is CANCELLED'],
    [{ status: 'DELETED', isAdmin: true }, 'workshop.cancel', 'Cannot cancel a workshop that is DELETED'],
    [
      { status: 'APPROVED' },
      'workshop.delete',
      'Cannot delete a workshop that is APPROVED: only a pending workshop can be deleted, an approved one is cancelled',
    ],
  ])('%j + %s: %s', (subject, event, message) => {
    expect(nextWorkshopStatus(subject, { type: event })).toEqual({ error: message });
  });
});

describe('workshop status values (spec 3 §3)', () => {
  it('has exactly the four spec values', () => {
    expect([...WORKSHOP_STATUSES].sort()).toEqual(['APPROVED', 'CANCELLED', 'DELETED', 'PENDING']);
    expect(isWorkshopStatus('CANCELLED')).toBe(true);
    expect(isWorkshopStatus('DRAFT')).toBe(false);
    expect(isWorkshopStatus(undefined)).toBe(false);
  });
});

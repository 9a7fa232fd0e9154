import { describe, expect, it } from 'vitest';
import { RETREAT_STATUSES, isRetreatStatus, retreatStatusOf, type RetreatStatus } from './retreatStatus';
import {
  mayEditRetreat,
  nextRetreatStatus,
  type RetreatStatusEventType,
  type RetreatStatusInput,
  type RetreatStatusSubject,
} from './retreatStatusMachine';

const EVENTS: RetreatStatusEventType[] = [
  'step.save',
  'step.finishLater',
  'retreat.submit',
  'retreat.delete',
  'review.approve',
  'review.reject',
  'review.remove',
];

type Cell = RetreatStatus | '✗';

// The full decision table per actor (the machine file's table); '✗' is a refusal.
const ACTORS: Array<[string, RetreatStatusInput, Record<RetreatStatus, Cell[]>]> = [
  [
    'an admin (retreat with sales)',
    { isAdmin: true, hasSales: true },
    {
      //         save        finishLater  submit     delete     approve     reject    remove
      DRAFT:    ['DRAFT',    'DRAFT',     'PENDING', 'DELETED', '✗',        '✗',      '✗'],
      PENDING:  ['PENDING',  'DRAFT',     'PENDING', 'DELETED', 'APPROVED', 'DRAFT',  'REMOVED'],
      APPROVED: ['APPROVED', 'DRAFT',     'PENDING', '✗',       '✗',        '✗',      'REMOVED'],
      REMOVED:  ['REMOVED',  'DRAFT',     'PENDING', 'DELETED', '✗',        '✗',      '✗'],
      DELETED:  ['✗',        '✗',         '✗',       '✗',       '✗',        '✗',      '✗'],
    },
  ],
  [
    'a publisher (retreat without sales)',
    { isAdmin: false, hasSales: false },
    {
      DRAFT:    ['DRAFT',    'DRAFT',     'PENDING', 'DELETED', '✗',        '✗',      '✗'],
      PENDING:  ['PENDING',  'DRAFT',     'PENDING', 'DELETED', '✗',        '✗',      '✗'],
      APPROVED: ['DRAFT',    'DRAFT',     'PENDING', '✗',       '✗',        '✗',      '✗'],
      REMOVED:  ['DRAFT',    'DRAFT',     'PENDING', 'DELETED', '✗',        '✗',      '✗'],
      DELETED:  ['✗',        '✗',         '✗',       '✗',       '✗',        '✗',      '✗'],
    },
  ],
  [
    'a publisher (retreat with sales)',
    { isAdmin: false, hasSales: true },
    {
      DRAFT:    ['DRAFT',    'DRAFT',     'PENDING', 'DELETED', '✗',        '✗',      '✗'],
      PENDING:  ['PENDING',  'DRAFT',     'PENDING', 'DELETED', '✗',        '✗',      '✗'],
      APPROVED: ['✗',        '✗',         '✗',       '✗',       '✗',        '✗',      '✗'],
      REMOVED:  ['DRAFT',    'DRAFT',     'PENDING', 'DELETED', '✗',        '✗',      '✗'],
      DELETED:  ['✗',        '✗',         '✗',       '✗',       '✗',        '✗',      '✗'],
    },
  ],
];

const cases = ACTORS.flatMap(([actor, input, table]) =>
  RETREAT_STATUSES.flatMap((from) => EVENTS.map((event, i) => [actor, from, event, table[from][i]!, input] as const)),
);

describe('nextRetreatStatus: every actor × status × event', () => {
  it.each(cases)('%s: %s + %s → %s', (_actor, from, event, expected, input) => {
    const decision = nextRetreatStatus({ status: from, ...input }, { type: event });
    if (expected === '✗') expect(decision).toHaveProperty('error');
    else expect(decision).toEqual({ status: expected });
  });
});

// Spec 2 §4 and §6, one statement per row.
describe('spec 2 §4: saving a step', () => {
  it.each<[string, RetreatStatusSubject, RetreatStatus]>([
    ['an absent status becomes DRAFT (publisher)', {}, 'DRAFT'],
    ['an absent status becomes DRAFT (admin)', { isAdmin: true }, 'DRAFT'],
    ["a non-admin's save resets APPROVED to DRAFT", { status: 'APPROVED' }, 'DRAFT'],
    ["a non-admin's save resets REMOVED to DRAFT", { status: 'REMOVED' }, 'DRAFT'],
    ["a non-admin's save keeps PENDING", { status: 'PENDING' }, 'PENDING'],
    ['an admin keeps DRAFT', { status: 'DRAFT', isAdmin: true }, 'DRAFT'],
    ['an admin keeps PENDING', { status: 'PENDING', isAdmin: true }, 'PENDING'],
    ['an admin keeps APPROVED', { status: 'APPROVED', isAdmin: true }, 'APPROVED'],
    ['an admin keeps APPROVED with sales', { status: 'APPROVED', isAdmin: true, hasSales: true }, 'APPROVED'],
    ['an admin keeps REMOVED', { status: 'REMOVED', isAdmin: true }, 'REMOVED'],
  ])('%s', (_rule, subject, expected) => {
    expect(nextRetreatStatus(subject, { type: 'step.save' })).toEqual({ status: expected });
  });
});

describe('spec 2 §4: Save & Finish Later and Submit', () => {
  it.each<RetreatStatus>(['DRAFT', 'PENDING', 'APPROVED', 'REMOVED'])('Save & Finish Later saves a %s retreat as DRAFT', (status) => {
    expect(nextRetreatStatus({ status }, { type: 'step.finishLater' })).toEqual({ status: 'DRAFT' });
  });

  it.each<RetreatStatus>(['DRAFT', 'PENDING', 'APPROVED', 'REMOVED'])('Submit saves a %s retreat as PENDING', (status) => {
    expect(nextRetreatStatus({ status }, { type: 'retreat.submit' })).toEqual({ status: 'PENDING' });
  });
});

describe('spec 2 §2: who may open a retreat for editing', () => {
  it.each<[string, RetreatStatusSubject, boolean]>([
    ['a new retreat', {}, true],
    ['a DELETED retreat goes to the list', { status: 'DELETED' }, false],
    ['a DELETED retreat goes to the list, for an admin too', { status: 'DELETED', isAdmin: true }, false],
    ['an APPROVED retreat with sales sends a non-admin to the list', { status: 'APPROVED', hasSales: true }, false],
    ['admins may edit an APPROVED retreat with sales', { status: 'APPROVED', hasSales: true, isAdmin: true }, true],
    ['an APPROVED retreat without sales', { status: 'APPROVED' }, true],
    ['a REMOVED retreat with sales', { status: 'REMOVED', hasSales: true }, true],
  ])('%s', (_rule, subject, expected) => {
    expect(mayEditRetreat(subject)).toBe(expected);
  });
});

describe('refusals say why', () => {
  it.each<[RetreatStatusSubject, RetreatStatusEventType, string]>([
    [{ status: 'APPROVED', hasSales: true }, 'step.save', 'Only an admin can edit an approved retreat that has sales'],
    [{ status: 'APPROVED', hasSales: true }, 'step.finishLater', 'Only an admin can edit an approved retreat that has sales'],
    [{ status: 'APPROVED', hasSales: true }, 'retreat.submit', 'Only an admin can edit an approved retreat that has sales'],
    [{ status: 'PENDING' }, 'review.approve', 'Only an admin can approve a retreat'],
    [{ status: 'PENDING' }, 'review.reject', 'Only an admin can reject a retreat'],
    [{ status: 'APPROVED' }, 'review.remove', 'Only an admin can remove a retreat'],
    [{ status: 'DRAFT', isAdmin: true }, 'review.approve', 'Cannot approve a retreat that is DRAFT'],
    [{ status: 'DRAFT' }, 'review.approve', 'Cannot approve a retreat that is DRAFT'],
    [{ status: 'REMOVED', isAdmin: true }, 'review.remove', 'Cannot remove a retreat that is REMOVED'],
    [{ status: 'DELETED' }, 'step.save', 'Cannot save a step of a retreat that is DELETED'],
    [{ status: 'DELETED', isAdmin: true }, 'retreat.submit', 'Cannot submit a retreat that is DELETED'],
    [{ status: 'DELETED' }, 'retreat.delete', 'Cannot delete a retreat that is DELETED'],
    [{ status: 'APPROVED', isAdmin: true }, 'retreat.delete', 'Cannot delete a retreat that is APPROVED: it is on sale, remove it first'],
  ])('%j + %s: %s', (subject, event, message) => {
    expect(nextRetreatStatus(subject, { type: event })).toEqual({ error: message });
  });
});

describe('retreat status values (spec 2 §4)', () => {
  it('has exactly the five spec values', () => {
    expect([...RETREAT_STATUSES].sort()).toEqual(['APPROVED', 'DELETED', 'DRAFT', 'PENDING', 'REMOVED']);
    expect(isRetreatStatus('APPROVED')).toBe(true);
    expect(isRetreatStatus('approved')).toBe(false);
  });

  it.each<[unknown, RetreatStatus | undefined]>([
    [undefined, 'DRAFT'],
    [null, 'DRAFT'],
    ['PENDING', 'PENDING'],
    ['DELETED', 'DELETED'],
    ['PUBLISHED', undefined],
    [3, undefined],
  ])('a stored status %j reads as %s', (stored, expected) => {
    expect(retreatStatusOf(stored)).toBe(expected);
  });
});

import { describe, expect, it } from 'vitest';
import { LIBRARY_ITEM_STATUSES, type LibraryItemStatus } from './libraryItemStatus';
import {
  nextStatus,
  type LibraryItemEffect,
  type LibraryItemStatusEventType,
  type LibraryItemStatusState,
  type StatusSubject,
} from './libraryItemStatusMachine';

const freeTrack = { itemType: 'SINGLE_TRACKS', isPremium: false, hasSnippet: true } as const;
const EVENTS: LibraryItemStatusEventType[] = [
  'item.edit',
  'action.setPending',
  'action.remove',
  'action.delete',
  'action.approveAudioSnippet',
  'review.approve',
  'review.reject',
  'review.remove',
];

// The full decision table (the file comment's table), for a free audio track with a snippet so the one
// guard passes; '✗' is a refusal.
const TABLE: Record<LibraryItemStatus, Array<LibraryItemStatusState | '✗'>> = {
  //                    edit                   setPending      remove     delete     snippet      approve      reject                 review.remove
  DRAFT:               ['DRAFT',               'PENDING',      '✗',       'deleted', '✗',         '✗',         '✗',                   '✗'],
  PENDING:             ['PENDING',             'PENDING',      '✗',       'deleted', '✗',         'PUBLISHED', 'REJECTED_SUBMISSION', 'REMOVED'],
  PENDING_EDIT:        ['✗',                   '✗',            'REMOVED', '✗',       '✗',         'PUBLISHED', 'REJECTED_EDIT',       'REMOVED'],
  PUBLISHED:           ['PUBLISHED',           'PENDING_EDIT', 'REMOVED', '✗',       'PUBLISHED', '✗',         '✗',                   'REMOVED'],
  REMOVED:             ['REMOVED',             'PENDING',      '✗',       'deleted', '✗',         '✗',         '✗',                   '✗'],
  REJECTED_SUBMISSION: ['REJECTED_SUBMISSION', 'PENDING',      '✗',       'deleted', '✗',         '✗',         '✗',                   '✗'],
  REJECTED_EDIT:       ['REJECTED_EDIT',       'PENDING_EDIT', 'REMOVED', '✗',       '✗',         '✗',         '✗',                   'REMOVED'],
};

const cases = LIBRARY_ITEM_STATUSES.flatMap((from) =>
  EVENTS.map((event, i) => [from, event, TABLE[from][i]!] as const),
);

describe('nextStatus: every status × every event', () => {
  it.each(cases)('%s + %s → %s', (from, event, expected) => {
    const decision = nextStatus({ status: from, ...freeTrack }, { type: event });
    if (expected === '✗') expect(decision).toHaveProperty('error');
    else expect(decision).toMatchObject({ status: expected });
  });
});

describe('save-change table rows (spec 1 §4)', () => {
  it.each<[LibraryItemStatus, LibraryItemStatus]>([
    ['PUBLISHED', 'PENDING_EDIT'],
    ['REJECTED_EDIT', 'PENDING_EDIT'],
    ['REJECTED_SUBMISSION', 'PENDING'],
    ['DRAFT', 'PENDING'],
    ['PENDING', 'PENDING'],
    ['REMOVED', 'PENDING'],
  ])('a course that is %s moves to %s on SET_PENDING, and stays %s when edited', (from, to) => {
    expect(nextStatus({ status: from }, { type: 'action.setPending' })).toMatchObject({ status: to });
    expect(nextStatus({ status: from }, { type: 'item.edit' })).toMatchObject({ status: from });
  });
});

describe('scheduled_approval_at', () => {
  const scheduled = { epoch: 1_700_000_000_000, iso_8601_datetime_tz: '2023-11-14T22:13:20.000Z' };

  it.each<LibraryItemStatus>(['DRAFT', 'PENDING', 'PUBLISHED', 'REJECTED_EDIT', 'REMOVED', 'REJECTED_SUBMISSION'])(
    'is cleared when a %s item is set to pending',
    (status) => {
      expect(nextStatus({ status, scheduledApprovalAt: scheduled }, { type: 'action.setPending' })).toMatchObject({
        scheduledApprovalAt: null,
      });
    },
  );

  it('is kept by transitions that do not set the item to pending', () => {
    expect(nextStatus({ status: 'PENDING', scheduledApprovalAt: scheduled }, { type: 'review.approve' })).toEqual({
      status: 'PUBLISHED',
      scheduledApprovalAt: scheduled,
      effects: [],
    });
  });
});

describe('refusals name the action, the item and its status', () => {
  it.each<[StatusSubject, LibraryItemStatusEventType, string]>([
    [{ status: 'PENDING_EDIT' }, 'action.setPending', 'Cannot SET_PENDING a course that is PENDING_EDIT'],
    [{ status: 'PENDING_EDIT' }, 'item.edit', 'This course has an edit waiting for approval: nothing can be changed until it is reviewed'],
    [{ status: 'PENDING_EDIT', itemType: 'SINGLE_TRACKS' }, 'item.edit', 'This track has an edit waiting for approval: nothing can be changed until it is reviewed'],
    [{ status: 'PUBLISHED' }, 'action.delete', 'Cannot DELETE a course that is PUBLISHED'],
    [{ status: 'DRAFT' }, 'action.remove', 'Cannot REMOVE a course that is DRAFT'],
    [{ status: 'DRAFT' }, 'review.approve', 'Cannot APPROVE a course that is DRAFT'],
    [{ status: 'PUBLISHED' }, 'review.reject', 'Cannot REJECT a course that is PUBLISHED'],
    [{ status: 'REMOVED', itemType: 'SINGLE_VIDEO_TRACKS' }, 'review.remove', 'Cannot REMOVE a track that is REMOVED'],
    [{ ...freeTrack, status: 'PENDING' }, 'action.approveAudioSnippet', 'Cannot APPROVE_AUDIO_SNIPPET a track that is PENDING'],
  ])('%j + %s: %s', (subject, event, message) => {
    expect(nextStatus(subject, { type: event })).toEqual({ error: message });
  });
});

describe('APPROVE_AUDIO_SNIPPET only for a published FREE_AUDIO track with a snippet', () => {
  const suffix = ': only a published FREE_AUDIO track with a snippet has its snippet approved without review';

  it.each<[string, StatusSubject, string | null]>([
    ['free audio track with a snippet', { ...freeTrack, status: 'PUBLISHED' }, null],
    ['premium audio track', { ...freeTrack, isPremium: true, status: 'PUBLISHED' }, 'track'],
    ['premium video track', { ...freeTrack, itemType: 'SINGLE_VIDEO_TRACKS', isPremium: true, status: 'PUBLISHED' }, 'track'],
    ['free track without a snippet', { ...freeTrack, hasSnippet: false, status: 'PUBLISHED' }, 'track'],
    ['course', { status: 'PUBLISHED', itemType: 'COURSES' }, 'course'],
  ])('%s', (_name, subject, refusedNoun) => {
    const decision = nextStatus(subject, { type: 'action.approveAudioSnippet' });
    if (refusedNoun === null) expect(decision).toMatchObject({ status: 'PUBLISHED' });
    else expect(decision).toEqual({ error: `Cannot APPROVE_AUDIO_SNIPPET a ${refusedNoun} that is PUBLISHED${suffix}` });
  });
});

describe('revisions: the effects the server carries out', () => {
  it.each<[LibraryItemStatus, LibraryItemStatusEventType, LibraryItemEffect[]]>([
    ['DRAFT', 'item.edit', ['editLive']],
    ['PENDING', 'item.edit', ['editLive']],
    ['REJECTED_SUBMISSION', 'item.edit', ['editLive']],
    ['REMOVED', 'item.edit', ['editLive']],
    ['PUBLISHED', 'item.edit', ['editRevision']],
    ['REJECTED_EDIT', 'item.edit', ['editRevision']],
    ['PENDING_EDIT', 'review.approve', ['mergeRevision']],
    ['PENDING', 'review.approve', []],
    ['PENDING_EDIT', 'review.reject', []],
    ['PUBLISHED', 'action.setPending', []],
    ['REJECTED_EDIT', 'action.setPending', []],
    ['PUBLISHED', 'action.remove', ['foldRevision']],
    ['PENDING_EDIT', 'action.remove', ['foldRevision']],
    ['REJECTED_EDIT', 'review.remove', ['foldRevision']],
    ['PENDING', 'review.remove', []],
  ])('%s + %s → %j', (status, event, effects) => {
    expect(nextStatus({ status, hasRevision: true }, { type: event })).toMatchObject({ effects });
  });
});

describe('a pinned journey of an edit of live content', () => {
  it('edit, submit, reject, edit again, submit, approve: the revision is written, kept, then merged once', () => {
    let subject: StatusSubject = { status: 'PUBLISHED', hasRevision: false };
    const steps: Array<[LibraryItemStatusEventType, LibraryItemStatusState, LibraryItemEffect[]]> = [
      ['item.edit', 'PUBLISHED', ['editRevision']],
      ['action.setPending', 'PENDING_EDIT', []],
      ['review.reject', 'REJECTED_EDIT', []],
      ['item.edit', 'REJECTED_EDIT', ['editRevision']],
      ['action.setPending', 'PENDING_EDIT', []],
      ['review.approve', 'PUBLISHED', ['mergeRevision']],
    ];
    for (const [event, status, effects] of steps) {
      const decision = nextStatus(subject, { type: event });
      expect(decision).toMatchObject({ status, effects });
      if ('error' in decision || decision.status === 'deleted') throw new Error('the journey stops');
      const hasRevision = effects.includes('editRevision') || (subject.hasRevision === true && !effects.includes('mergeRevision'));
      subject = { status: decision.status, hasRevision };
    }
    expect(subject).toEqual({ status: 'PUBLISHED', hasRevision: false });
  });
});

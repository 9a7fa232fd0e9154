import { assign, initialTransition, setup, transition } from 'xstate';
import { LIBRARY_ITEM_STATUSES, type LibraryItemStatus } from './libraryItemStatus';

// Topology (spec 1 §4 Course and track status; §7 server actions). States are the stored status
// values plus `deleted` (final: the document is gone). ✗ = not enabled, so refused.
//
//   from \ event         saveChange/setPending  remove   delete   approveAudioSnippet  review.approve  review.reject        review.remove
//   DRAFT                PENDING                ✗        deleted  ✗                    ✗               ✗                    ✗
//   PENDING              PENDING                ✗        deleted  ✗                    PUBLISHED       REJECTED_SUBMISSION  REMOVED
//   PENDING_EDIT         ✗                      REMOVED  ✗        ✗                    PUBLISHED       REJECTED_EDIT        REMOVED
//   PUBLISHED            PENDING_EDIT           REMOVED  ✗        PUBLISHED (1)        ✗               ✗                    REMOVED
//   REMOVED              PENDING                ✗        deleted  ✗                    ✗               ✗                    ✗
//   REJECTED_SUBMISSION  PENDING                ✗        deleted  ✗                    ✗               ✗                    ✗
//   REJECTED_EDIT        PENDING_EDIT           REMOVED  ✗        ✗                    ✗               ✗                    REMOVED
//
// Decisions where the spec gives only the action names:
// - saveChange and SET_PENDING follow the save-change table; PENDING_EDIT has no row because an edit
//   under review locks the item ("nothing can be changed until then"). Both are "setting an item to
//   pending", so both clear scheduled_approval_at.
// - REMOVE takes live content down: PUBLISHED, or an edit pending or rejected over a published version.
// - DELETE erases only what is not live: never published, or already removed. Live content is REMOVEd first.
// - (1) APPROVE_AUDIO_SNIPPET is the dedicated call for a published FREE_AUDIO track whose only change is
//   its snippet: the new snippet goes live without review, so the status stays PUBLISHED. A course, a
//   premium track or a track without a snippet is refused.
// - Admin review decides what is under review (PENDING, PENDING_EDIT); review.remove also takes down
//   live content. Drafts and rejected submissions are the publisher's, not the reviewer's.

/** The library item kinds a status applies to (spec 1 §3: COURSES, SINGLE_TRACKS, SINGLE_VIDEO_TRACKS). */
export type LibraryItemType = 'COURSES' | 'SINGLE_TRACKS' | 'SINGLE_VIDEO_TRACKS';

/** Item facts the guards read; the server fills them from the stored document. */
export interface LibraryItemStatusInput {
  itemType?: LibraryItemType;
  isPremium?: boolean;
  /** The track has a snippet (intro_audio_path). */
  hasSnippet?: boolean;
  /** The stored scheduled_approval_at, or null/absent when none. */
  scheduledApprovalAt?: unknown;
}

/** Context: the item facts, with scheduled_approval_at as it must be stored after the transition. */
export interface LibraryItemStatusContext {
  itemType: LibraryItemType;
  isPremium: boolean;
  hasSnippet: boolean;
  scheduledApprovalAt: unknown;
}

/** Publisher saves and server actions (`item.*`, `action.*`) and admin review outcomes (`review.*`). */
export type LibraryItemStatusEvent =
  | { type: 'item.saveChange' }
  | { type: 'action.setPending' }
  | { type: 'action.remove' }
  | { type: 'action.delete' }
  | { type: 'action.approveAudioSnippet' }
  | { type: 'review.approve' }
  | { type: 'review.reject' }
  | { type: 'review.remove' };

/** Every event type, for exhaustive maps (test executors, server action tables). */
export type LibraryItemStatusEventType = LibraryItemStatusEvent['type'];

const toPending = { target: 'PENDING', actions: 'clearScheduledApproval' } as const;
const toPendingEdit = { target: 'PENDING_EDIT', actions: 'clearScheduledApproval' } as const;

/** The lifecycle of one course or track: starts as DRAFT; `machine.resolveState` starts it anywhere. */
export const libraryItemStatusMachine = setup({
  types: {
    context: {} as LibraryItemStatusContext,
    input: {} as LibraryItemStatusInput,
    events: {} as LibraryItemStatusEvent,
  },
  guards: {
    isFreeAudioTrackWithSnippet: ({ context }) =>
      context.itemType === 'SINGLE_TRACKS' && !context.isPremium && context.hasSnippet,
  },
  actions: {
    clearScheduledApproval: assign({ scheduledApprovalAt: null }),
  },
}).createMachine({
  id: 'libraryItemStatus',
  initial: 'DRAFT',
  context: ({ input }) => ({
    itemType: input.itemType ?? 'COURSES',
    isPremium: input.isPremium ?? false,
    hasSnippet: input.hasSnippet ?? false,
    scheduledApprovalAt: input.scheduledApprovalAt ?? null,
  }),
  states: {
    DRAFT: {
      on: { 'item.saveChange': toPending, 'action.setPending': toPending, 'action.delete': 'deleted' },
    },
    PENDING: {
      on: {
        'item.saveChange': toPending,
        'action.setPending': toPending,
        'action.delete': 'deleted',
        'review.approve': 'PUBLISHED',
        'review.reject': 'REJECTED_SUBMISSION',
        'review.remove': 'REMOVED',
      },
    },
    PENDING_EDIT: {
      on: {
        'action.remove': 'REMOVED',
        'review.approve': 'PUBLISHED',
        'review.reject': 'REJECTED_EDIT',
        'review.remove': 'REMOVED',
      },
    },
    PUBLISHED: {
      on: {
        'item.saveChange': toPendingEdit,
        'action.setPending': toPendingEdit,
        'action.remove': 'REMOVED',
        'action.approveAudioSnippet': { target: 'PUBLISHED', guard: 'isFreeAudioTrackWithSnippet' },
        'review.remove': 'REMOVED',
      },
    },
    REMOVED: {
      on: { 'item.saveChange': toPending, 'action.setPending': toPending, 'action.delete': 'deleted' },
    },
    REJECTED_SUBMISSION: {
      on: { 'item.saveChange': toPending, 'action.setPending': toPending, 'action.delete': 'deleted' },
    },
    REJECTED_EDIT: {
      on: {
        'item.saveChange': toPendingEdit,
        'action.setPending': toPendingEdit,
        'action.remove': 'REMOVED',
        'review.remove': 'REMOVED',
      },
    },
    deleted: { type: 'final' },
  },
});

/** The machine's state names: the seven statuses and `deleted`. */
export const LIBRARY_ITEM_STATUS_STATES = [...LIBRARY_ITEM_STATUSES, 'deleted'] as const;
/** Where an item ends up: a stored status, or `deleted`. */
export type LibraryItemStatusState = LibraryItemStatus | 'deleted';

/** An item as the decision needs it: its stored status and the facts the guards read. */
export interface StatusSubject extends LibraryItemStatusInput {
  status: LibraryItemStatus;
}

/** The status to store (and scheduled_approval_at as it must be stored), or why the event is refused. */
export type StatusDecision = { status: LibraryItemStatusState; scheduledApprovalAt: unknown } | { error: string };

// How a refusal names the event: the spec's action names, and the review outcomes of the admin route.
const EVENT_NAMES: Record<LibraryItemStatusEventType, string> = {
  'item.saveChange': 'save a change to',
  'action.setPending': 'SET_PENDING',
  'action.remove': 'REMOVE',
  'action.delete': 'DELETE',
  'action.approveAudioSnippet': 'APPROVE_AUDIO_SNIPPET',
  'review.approve': 'APPROVE',
  'review.reject': 'REJECT',
  'review.remove': 'REMOVE',
};

const nounOf = (itemType: LibraryItemType | undefined): string => (!itemType || itemType === 'COURSES' ? 'course' : 'track');

function refusal(subject: StatusSubject, event: LibraryItemStatusEvent): string {
  const base = `Cannot ${EVENT_NAMES[event.type]} a ${nounOf(subject.itemType)} that is ${subject.status}`;
  // The one guarded transition: say what is missing rather than blaming the status.
  if (event.type === 'action.approveAudioSnippet' && subject.status === 'PUBLISHED') {
    return `${base}: only a published FREE_AUDIO track with a snippet has its snippet approved without review`;
  }
  return base;
}

/**
 * The machine as a function for the server and the UI: where `event` takes an item in `subject.status`,
 * or a refusal message such as 'Cannot SET_PENDING a course that is PENDING_EDIT'.
 */
export function nextStatus(subject: StatusSubject, event: LibraryItemStatusEvent): StatusDecision {
  const { status, ...input } = subject;
  const [initial] = initialTransition(libraryItemStatusMachine, input);
  const snapshot = libraryItemStatusMachine.resolveState({ value: status, context: initial.context });
  if (!snapshot.can(event)) return { error: refusal(subject, event) };
  const [next] = transition(libraryItemStatusMachine, snapshot, event);
  return { status: next.value as LibraryItemStatusState, scheduledApprovalAt: next.context.scheduledApprovalAt };
}

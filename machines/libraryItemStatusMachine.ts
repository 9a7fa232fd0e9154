import { assign, initialTransition, setup, transition } from 'xstate';
import { LIBRARY_ITEM_STATUSES, type LibraryItemStatus } from './libraryItemStatus';

// Topology (spec 1 §4 Course and track status; §7 server actions). States are the stored status
// values plus `deleted` (final: the document is gone). ✗ = not enabled, so refused. [effect] names an
// action the server carries out with the store (see LibraryItemEffect); `·` = stays, no effect.
//
//   from \ event         item.edit         setPending    remove             delete   approveAudioSnippet  review.approve             review.reject        review.remove
//   DRAFT                · [editLive]      PENDING       ✗                  deleted  ✗                    ✗                          ✗                    ✗
//   PENDING              · [editLive]      PENDING       ✗                  deleted  ✗                    PUBLISHED                  REJECTED_SUBMISSION  REMOVED
//   PENDING_EDIT         ✗                 ✗             REMOVED [fold]     ✗        ✗                    PUBLISHED [mergeRevision]  REJECTED_EDIT        REMOVED [fold]
//   PUBLISHED            · [editRevision]  PENDING_EDIT  REMOVED [fold]     ✗        PUBLISHED (1)        ✗                          ✗                    REMOVED [fold]
//   REMOVED              · [editLive]      PENDING       ✗                  deleted  ✗                    ✗                          ✗                    ✗
//   REJECTED_SUBMISSION  · [editLive]      PENDING       ✗                  deleted  ✗                    ✗                          ✗                    ✗
//   REJECTED_EDIT        · [editRevision]  PENDING_EDIT  REMOVED [fold]     ✗        ✗                    ✗                          ✗                    REMOVED [fold]
//
// Decisions where the spec gives only the action names:
// - item.edit (a step save or a lesson change) never moves the status: applied on every save, the
//   save-change table would send a DRAFT to PENDING at its first step. Live content (PUBLISHED,
//   REJECTED_EDIT) is edited as a pending revision, kept apart from the live document until approved;
//   anything else is not live and is edited directly. PENDING_EDIT refuses edits: an edit under review
//   locks the item ("nothing can be changed until then").
// - SET_PENDING is the submit and applies the save-change table; it clears scheduled_approval_at.
//   Whether the item is complete is checked by the server before the event is sent (the check needs the
//   schemas, the stored data and the clock, and its answer is a list of field errors, not a status).
// - review.approve of PENDING_EDIT merges the revision into the live item; review.reject keeps it, so
//   the next edit continues from it (REJECTED_EDIT) and submitting again reviews it again.
// - REMOVE takes live content down: PUBLISHED, or an edit pending or rejected over a published version.
//   A REMOVED item is not live, so its revision is folded into the document ([fold] = foldRevision):
//   nothing of the publisher's work is lost, and it goes live again only through PENDING and a review.
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
  /** A pending revision of the live item is stored. */
  hasRevision?: boolean;
}

/** Context: the item facts, with scheduled_approval_at as it must be stored after the transition. */
export interface LibraryItemStatusContext {
  itemType: LibraryItemType;
  isPremium: boolean;
  hasSnippet: boolean;
  scheduledApprovalAt: unknown;
  hasRevision: boolean;
}

/** Publisher edits and server actions (`item.*`, `action.*`) and admin review outcomes (`review.*`). */
export type LibraryItemStatusEvent =
  | { type: 'item.edit' }
  | { type: 'action.setPending' }
  | { type: 'action.remove' }
  | { type: 'action.delete' }
  | { type: 'action.approveAudioSnippet' }
  | { type: 'review.approve' }
  | { type: 'review.reject' }
  | { type: 'review.remove' };

/** Every event type, for exhaustive maps (test executors, server action tables). */
export type LibraryItemStatusEventType = LibraryItemStatusEvent['type'];

/** What the server does with the store beside writing the status: the machine's named effect actions. */
export const LIBRARY_ITEM_EFFECTS = ['editLive', 'editRevision', 'mergeRevision', 'foldRevision'] as const;
/** One effect: edit the document, edit the revision, merge the revision (approval), fold it in (removal). */
export type LibraryItemEffect = (typeof LIBRARY_ITEM_EFFECTS)[number];

const toPending = { target: 'PENDING', actions: 'clearScheduledApproval' } as const;
const toPendingEdit = { target: 'PENDING_EDIT', actions: 'clearScheduledApproval' } as const;
const editLive = { actions: 'editLive' } as const;
const editRevision = { actions: ['editRevision', 'markRevision'] } as const;
const removeLive = { target: 'REMOVED', actions: ['foldRevision', 'dropRevision'] } as const;

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
    markRevision: assign({ hasRevision: true }),
    dropRevision: assign({ hasRevision: false }),
    // Effects: the server carries them out with the store (nextStatus lists them); no-ops in the machine.
    editLive: () => {},
    editRevision: () => {},
    mergeRevision: () => {},
    foldRevision: () => {},
  },
}).createMachine({
  id: 'libraryItemStatus',
  initial: 'DRAFT',
  context: ({ input }) => ({
    itemType: input.itemType ?? 'COURSES',
    isPremium: input.isPremium ?? false,
    hasSnippet: input.hasSnippet ?? false,
    scheduledApprovalAt: input.scheduledApprovalAt ?? null,
    hasRevision: input.hasRevision ?? false,
  }),
  states: {
    DRAFT: {
      on: { 'item.edit': editLive, 'action.setPending': toPending, 'action.delete': 'deleted' },
    },
    PENDING: {
      on: {
        'item.edit': editLive,
        'action.setPending': toPending,
        'action.delete': 'deleted',
        'review.approve': 'PUBLISHED',
        'review.reject': 'REJECTED_SUBMISSION',
        'review.remove': 'REMOVED',
      },
    },
    PENDING_EDIT: {
      on: {
        'action.remove': removeLive,
        'review.approve': { target: 'PUBLISHED', actions: ['mergeRevision', 'dropRevision'] },
        'review.reject': 'REJECTED_EDIT',
        'review.remove': removeLive,
      },
    },
    PUBLISHED: {
      on: {
        'item.edit': editRevision,
        'action.setPending': toPendingEdit,
        'action.remove': removeLive,
        'action.approveAudioSnippet': { target: 'PUBLISHED', guard: 'isFreeAudioTrackWithSnippet' },
        'review.remove': removeLive,
      },
    },
    REMOVED: {
      on: { 'item.edit': editLive, 'action.setPending': toPending, 'action.delete': 'deleted' },
    },
    REJECTED_SUBMISSION: {
      on: { 'item.edit': editLive, 'action.setPending': toPending, 'action.delete': 'deleted' },
    },
    REJECTED_EDIT: {
      on: {
        'item.edit': editRevision,
        'action.setPending': toPendingEdit,
        'action.remove': removeLive,
        'review.remove': removeLive,
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

/**
 * The status to store, scheduled_approval_at as it must be stored and the effects to carry out in the
 * same transaction, or why the event is refused.
 */
export type StatusDecision =
  | { status: LibraryItemStatusState; scheduledApprovalAt: unknown; effects: LibraryItemEffect[] }
  | { error: string };

// How a refusal names the event: the spec's action names, and the review outcomes of the admin route.
const EVENT_NAMES: Record<LibraryItemStatusEventType, string> = {
  'item.edit': 'change',
  'action.setPending': 'SET_PENDING',
  'action.remove': 'REMOVE',
  'action.delete': 'DELETE',
  'action.approveAudioSnippet': 'APPROVE_AUDIO_SNIPPET',
  'review.approve': 'APPROVE',
  'review.reject': 'REJECT',
  'review.remove': 'REMOVE',
};

const nounOf = (itemType: LibraryItemType | undefined): string => (!itemType || itemType === 'COURSES' ? 'course' : 'track');

/** Why an edit of an item whose edit waits for review is refused (spec 1 §4: nothing can be changed until then). */
export const editUnderReviewMessage = (itemType?: LibraryItemType): string =>
  `This ${nounOf(itemType)} has an edit waiting for approval: nothing can be changed until it is reviewed`;

function refusal(subject: StatusSubject, event: LibraryItemStatusEvent): string {
  if (event.type === 'item.edit') return editUnderReviewMessage(subject.itemType);
  const base = `Cannot ${EVENT_NAMES[event.type]} a ${nounOf(subject.itemType)} that is ${subject.status}`;
  // The one guarded transition: say what is missing rather than blaming the status.
  if (event.type === 'action.approveAudioSnippet' && subject.status === 'PUBLISHED') {
    return `${base}: only a published FREE_AUDIO track with a snippet has its snippet approved without review`;
  }
  return base;
}

const isEffect = (type: string): type is LibraryItemEffect => (LIBRARY_ITEM_EFFECTS as readonly string[]).includes(type);

/**
 * The machine as a function for the server and the UI: where `event` takes an item in `subject.status`,
 * or a refusal message such as 'Cannot SET_PENDING a course that is PENDING_EDIT'.
 */
export function nextStatus(subject: StatusSubject, event: LibraryItemStatusEvent): StatusDecision {
  const { status, ...input } = subject;
  const [initial] = initialTransition(libraryItemStatusMachine, input);
  const snapshot = libraryItemStatusMachine.resolveState({ value: status, context: initial.context });
  if (!snapshot.can(event)) return { error: refusal(subject, event) };
  const [next, actions] = transition(libraryItemStatusMachine, snapshot, event);
  const effects = actions.map((a) => a.type).filter(isEffect);
  return { status: next.value as LibraryItemStatusState, scheduledApprovalAt: next.context.scheduledApprovalAt, effects };
}

import { initialTransition, or, setup, transition } from 'xstate';
import type { RetreatStatus } from './retreatStatus';

// Topology (spec 2 §4 States and transitions, §2 routes, §6 roles). States are the stored status values;
// DELETED (the soft delete) is final. ✗ = not enabled, so refused.
//
//   from \ event  step.save              step.finishLater   retreat.submit     retreat.delete  review.approve  review.reject  review.remove
//   DRAFT         DRAFT                  DRAFT              PENDING            DELETED         ✗               ✗              ✗
//   PENDING       PENDING                DRAFT              PENDING            DELETED         APPROVED (a)    DRAFT (a)      REMOVED (a)
//   APPROVED      APPROVED (a)           DRAFT (a|n)        PENDING (a|n)      ✗               ✗               ✗              REMOVED (a)
//                 DRAFT (n)
//   REMOVED       REMOVED (a)            DRAFT              PENDING            DELETED         ✗               ✗              ✗
//                 DRAFT (otherwise)
//   DELETED       final: everything refused
//
//   (a) the actor is an admin (isAdmin); (n) the retreat has no sales (hasNoSales); guards are tried in order.
//
// What the spec states:
// - step.save: an absent status becomes DRAFT (`nextRetreatStatus` reads absent as DRAFT); a non-admin's save
//   resets APPROVED and REMOVED to DRAFT; an admin keeps the status. An APPROVED retreat with sales sends a
//   non-admin to the list, so neither a save nor a submit from a non-admin is accepted for it.
// - step.finishLater (Save & Finish Later) saves as DRAFT, for every role: the spec names no exception.
// - retreat.submit saves the status as PENDING (the server also stamps submitted_at); PENDING may be
//   submitted again (the permission box then starts checked).
// - A DELETED retreat sends the user to the list: nothing more happens to it.
// Decisions where the spec gives only the status names:
// - Review is an admin's: approve and reject decide a PENDING submission (reject hands it back as DRAFT:
//   retreats have no rejected status); remove takes a PENDING or APPROVED listing down.
// - Delete (soft) is for a retreat that is not on sale: DRAFT, PENDING or REMOVED. An APPROVED listing is
//   removed, or edited back to DRAFT, first.

/** Facts the guards read; the server fills them from the caller and the stored retreat. */
export interface RetreatStatusInput {
  /** The caller is an admin (spec 2 §6: keeps any status, may edit approved retreats with sales). */
  isAdmin?: boolean;
  /** The retreat has sales (number_of_sales > 0). */
  hasSales?: boolean;
}

/** Context: the facts, fixed for one decision. */
export interface RetreatStatusContext {
  isAdmin: boolean;
  hasSales: boolean;
}

/** Publisher actions on the wizard (`step.*`, `retreat.*`) and admin review outcomes (`review.*`). */
export type RetreatStatusEvent =
  | { type: 'step.save' }
  | { type: 'step.finishLater' }
  | { type: 'retreat.submit' }
  | { type: 'retreat.delete' }
  | { type: 'review.approve' }
  | { type: 'review.reject' }
  | { type: 'review.remove' };

/** Every event type, for exhaustive maps (test executors, server action tables). */
export type RetreatStatusEventType = RetreatStatusEvent['type'];

/** The lifecycle of one retreat listing: starts as DRAFT; `machine.resolveState` starts it anywhere. */
export const retreatStatusMachine = setup({
  types: {
    context: {} as RetreatStatusContext,
    input: {} as RetreatStatusInput,
    events: {} as RetreatStatusEvent,
  },
  guards: {
    isAdmin: ({ context }) => context.isAdmin,
    hasNoSales: ({ context }) => !context.hasSales,
    // Spec 2 §2, §6: an APPROVED retreat with sales is edited by admins only.
    mayEditApproved: or(['isAdmin', 'hasNoSales']),
  },
}).createMachine({
  id: 'retreatStatus',
  initial: 'DRAFT',
  context: ({ input }) => ({ isAdmin: input.isAdmin ?? false, hasSales: input.hasSales ?? false }),
  states: {
    DRAFT: {
      on: {
        'step.save': 'DRAFT',
        'step.finishLater': 'DRAFT',
        'retreat.submit': 'PENDING',
        'retreat.delete': 'DELETED',
      },
    },
    PENDING: {
      on: {
        'step.save': 'PENDING',
        'step.finishLater': 'DRAFT',
        'retreat.submit': 'PENDING',
        'retreat.delete': 'DELETED',
        'review.approve': { target: 'APPROVED', guard: 'isAdmin' },
        'review.reject': { target: 'DRAFT', guard: 'isAdmin' },
        'review.remove': { target: 'REMOVED', guard: 'isAdmin' },
      },
    },
    APPROVED: {
      on: {
        'step.save': [
          { target: 'APPROVED', guard: 'isAdmin' },
          { target: 'DRAFT', guard: 'hasNoSales' },
        ],
        'step.finishLater': { target: 'DRAFT', guard: 'mayEditApproved' },
        'retreat.submit': { target: 'PENDING', guard: 'mayEditApproved' },
        'review.remove': { target: 'REMOVED', guard: 'isAdmin' },
      },
    },
    REMOVED: {
      on: {
        'step.save': [{ target: 'REMOVED', guard: 'isAdmin' }, { target: 'DRAFT' }],
        'step.finishLater': 'DRAFT',
        'retreat.submit': 'PENDING',
        'retreat.delete': 'DELETED',
      },
    },
    DELETED: { type: 'final' },
  },
});

/** A retreat as the decision needs it: its stored status (absent reads as DRAFT) and the guards' facts. */
export interface RetreatStatusSubject extends RetreatStatusInput {
  status?: RetreatStatus;
}

/** The status to store, or why the event is refused. */
export type RetreatStatusDecision = { status: RetreatStatus } | { error: string };

// How a refusal names the event.
const VERBS: Record<RetreatStatusEventType, string> = {
  'step.save': 'save a step of',
  'step.finishLater': 'save as draft',
  'retreat.submit': 'submit',
  'retreat.delete': 'delete',
  'review.approve': 'approve',
  'review.reject': 'reject',
  'review.remove': 'remove',
};

function snapshotOf(subject: RetreatStatusSubject) {
  const { status = 'DRAFT', ...input } = subject;
  const [initial] = initialTransition(retreatStatusMachine, input);
  return retreatStatusMachine.resolveState({ value: status, context: initial.context });
}

function refusal(subject: RetreatStatusSubject, event: RetreatStatusEvent): string {
  const status = subject.status ?? 'DRAFT';
  // A refusal an admin would not get is about the role, not the status: say so.
  if (!subject.isAdmin && snapshotOf({ ...subject, isAdmin: true }).can(event)) {
    if (event.type.startsWith('review.')) return `Only an admin can ${VERBS[event.type]} a retreat`;
    // The other role-guarded transitions: editing an APPROVED retreat with sales (spec 2 §2, §6).
    return 'Only an admin can edit an approved retreat that has sales';
  }
  if (event.type === 'retreat.delete' && status === 'APPROVED') {
    return 'Cannot delete a retreat that is APPROVED: it is on sale, remove it first';
  }
  return `Cannot ${VERBS[event.type]} a retreat that is ${status}`;
}

/**
 * The machine as a function for the server and the UI: the status `event` leaves a retreat in, or a
 * refusal message such as 'Cannot submit a retreat that is DELETED'.
 */
export function nextRetreatStatus(subject: RetreatStatusSubject, event: RetreatStatusEvent): RetreatStatusDecision {
  const snapshot = snapshotOf(subject);
  if (!snapshot.can(event)) return { error: refusal(subject, event) };
  const [next] = transition(retreatStatusMachine, snapshot, event);
  return { status: next.value as RetreatStatus };
}

/** Whether the wizard opens the retreat for editing (spec 2 §2: DELETED, and APPROVED with sales for a non-admin, go to the list). */
export function mayEditRetreat(subject: RetreatStatusSubject): boolean {
  return snapshotOf(subject).can({ type: 'step.save' });
}

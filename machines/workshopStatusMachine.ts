import { initialTransition, setup, transition } from 'xstate';
import type { WorkshopStatus } from './workshopStatus';

// Topology (spec 3 §2 Buttons, §3 status, §4 States and transitions). States are the stored status values
// plus `absent` (initial: a workshop not saved yet, the create form). DELETED (the soft delete) is final.
// ✗ = not enabled, so refused. Workshop recordings and B2B promos follow the same machine.
//
//   from \ event   workshop.save          workshop.delete   workshop.cancel   review.approve   review.reject
//   absent         PENDING                DELETED           ✗                 ✗                ✗
//   PENDING        PENDING                DELETED           CANCELLED         APPROVED (a)     CANCELLED (a)
//   APPROVED       PENDING / APPROVED (a) ✗                 CANCELLED         ✗                ✗
//   CANCELLED      ✗                      ✗                 ✗                 ✗                ✗
//   DELETED        final: everything refused
//
//   (a) the actor is an admin (isAdmin); on APPROVED a publisher's save goes to PENDING, an admin's keeps APPROVED.
//
// What the spec states:
// - A workshop is created with status PENDING (workshop.save from `absent`, the form's Finish).
// - Delete is available only while PENDING or absent, and is a soft delete (DELETED). From `absent` nothing
//   is stored yet: the decision is the one the Delete button is shown by (`mayDeleteWorkshop`); a server
//   asked to delete a workshop it does not have answers that it is not found before asking the machine.
// Decisions where the spec gives only the status names:
// - Editing an APPROVED workshop sends it back to PENDING for review (issue 13: the spec leaves it open; our
//   rule is that nothing goes live unreviewed). An admin's edit keeps APPROVED: the admin is the reviewer.
// - Approval and rejection are an admin's and decide a PENDING workshop. The spec has no rejected status:
//   a rejected workshop is CANCELLED (not sold), as a cancelled one.
// - Cancel (publisher or admin) ends a PENDING or APPROVED workshop, as CANCEL does its live event.
//   A CANCELLED workshop is over: it is neither edited, deleted (not PENDING) nor approved again.

/** Facts the guards read; the server fills them from the caller. */
export interface WorkshopStatusInput {
  /** The caller is an admin. */
  isAdmin?: boolean;
}

/** Context: the facts, fixed for one decision. */
export interface WorkshopStatusContext {
  isAdmin: boolean;
}

/** Publisher actions on the workshop form (`workshop.*`) and the admin's review outcome (`review.*`). */
export type WorkshopStatusEvent =
  | { type: 'workshop.save' }
  | { type: 'workshop.delete' }
  | { type: 'workshop.cancel' }
  | { type: 'review.approve' }
  | { type: 'review.reject' };

/** Every event type, for exhaustive maps (test executors, server action tables). */
export type WorkshopStatusEventType = WorkshopStatusEvent['type'];

/** The lifecycle of one workshop: starts `absent`; `machine.resolveState` starts it anywhere. */
export const workshopStatusMachine = setup({
  types: {
    context: {} as WorkshopStatusContext,
    input: {} as WorkshopStatusInput,
    events: {} as WorkshopStatusEvent,
  },
  guards: {
    isAdmin: ({ context }) => context.isAdmin,
  },
}).createMachine({
  id: 'workshopStatus',
  initial: 'absent',
  context: ({ input }) => ({ isAdmin: input.isAdmin ?? false }),
  states: {
    absent: {
      on: { 'workshop.save': 'PENDING', 'workshop.delete': 'DELETED' },
    },
    PENDING: {
      on: {
        'workshop.save': 'PENDING',
        'workshop.delete': 'DELETED',
        'workshop.cancel': 'CANCELLED',
        'review.approve': { target: 'APPROVED', guard: 'isAdmin' },
        'review.reject': { target: 'CANCELLED', guard: 'isAdmin' },
      },
    },
    APPROVED: {
      on: {
        'workshop.save': [{ target: 'APPROVED', guard: 'isAdmin' }, { target: 'PENDING' }],
        'workshop.cancel': 'CANCELLED',
      },
    },
    CANCELLED: {},
    DELETED: { type: 'final' },
  },
});

/** The machine's state names: `absent` and the four statuses. */
export const WORKSHOP_STATUS_STATES = ['absent', 'PENDING', 'APPROVED', 'CANCELLED', 'DELETED'] as const;

/** A workshop as the decision needs it: its stored status (absent when not saved yet) and the guards' facts. */
export interface WorkshopStatusSubject extends WorkshopStatusInput {
  status?: WorkshopStatus;
}

/** The status to store, or why the event is refused. */
export type WorkshopStatusDecision = { status: WorkshopStatus } | { error: string };

// How a refusal names the event.
const VERBS: Record<WorkshopStatusEventType, string> = {
  'workshop.save': 'save a change to',
  'workshop.delete': 'delete',
  'workshop.cancel': 'cancel',
  'review.approve': 'approve',
  'review.reject': 'reject',
};

function snapshotOf(subject: WorkshopStatusSubject) {
  const { status = 'absent', ...input } = subject;
  const [initial] = initialTransition(workshopStatusMachine, input);
  return workshopStatusMachine.resolveState({ value: status, context: initial.context });
}

function refusal(subject: WorkshopStatusSubject, event: WorkshopStatusEvent): string {
  if (!subject.isAdmin && snapshotOf({ ...subject, isAdmin: true }).can(event)) {
    return `Only an admin can ${VERBS[event.type]} a workshop`;
  }
  const which = subject.status === undefined ? 'has not been saved yet' : `is ${subject.status}`;
  const base = `Cannot ${VERBS[event.type]} a workshop that ${which}`;
  if (event.type === 'workshop.delete' && subject.status === 'APPROVED') {
    return `${base}: only a pending workshop can be deleted, an approved one is cancelled`;
  }
  return base;
}

/**
 * The machine as a function for the server and the UI: the status `event` leaves a workshop in, or a
 * refusal message such as 'Cannot delete a workshop that is CANCELLED'.
 */
export function nextWorkshopStatus(subject: WorkshopStatusSubject, event: WorkshopStatusEvent): WorkshopStatusDecision {
  const snapshot = snapshotOf(subject);
  if (!snapshot.can(event)) return { error: refusal(subject, event) };
  const [next] = transition(workshopStatusMachine, snapshot, event);
  return { status: next.value as WorkshopStatus };
}

/** Whether the form shows Delete (spec 3 §2: only while the status is pending or absent). */
export function mayDeleteWorkshop(status: WorkshopStatus | undefined): boolean {
  return snapshotOf({ status }).can({ type: 'workshop.delete' });
}

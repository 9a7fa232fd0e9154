import { assign, emit, enqueueActions, setup } from 'xstate';

// Topology (spec 1 §4, §8):
//   deciding ─always→ shown (needsTerms) | hidden
//   shown ─terms.accept→ accepting ─terms.acceptSucceeded→ accepted
//                                   ─terms.acceptRejected / terms.acceptFailed→ shown (with the message)
//   shown ─terms.dismiss→ dismissed
// The acceptance call and the dismissal write happen outside: the machine emits a request and waits
// for the result event, so it stays pure and walkable by xstate/graph.

/** The terms version this dashboard ships (public/terms). */
export const TEACHER_TERMS_VERSION = '1.0';
/** A dismissed modal comes back after 3 days. */
export const TERMS_DISMISSAL_INTERVAL_MS = 259_200_000;

/** The messages of spec 1 §8, word for word. */
export const TERMS_MESSAGES = {
  accepted: 'Teacher terms accepted successfully',
  rejected: 'Failed to accept terms. Please try again.',
  failed: 'An error occurred. Please try again.',
} as const;

/** What the decision needs: the stored settings, whether an admin is impersonating, and the clock. */
export interface TeacherTermsInput {
  acceptedVersion: string | null;
  /** Epoch ms of the last dismissal, or null when never dismissed. */
  modalClosedAt: number | null;
  impersonating: boolean;
  now: number;
}

/** Whether the terms modal must show (spec 1 §4), a pure function of the input. */
export function needsTeacherTerms(input: TeacherTermsInput): boolean {
  if (input.impersonating || input.acceptedVersion === TEACHER_TERMS_VERSION) return false;
  return input.modalClosedAt === null || input.now - input.modalClosedAt > TERMS_DISMISSAL_INTERVAL_MS;
}

/** Events from the modal and from the acceptance call. */
export type TeacherTermsEvent =
  | { type: 'terms.accept' }
  | { type: 'terms.dismiss' }
  | { type: 'terms.acceptSucceeded' }
  /** The acceptance call answered false. */
  | { type: 'terms.acceptRejected' }
  /** The acceptance call threw. */
  | { type: 'terms.acceptFailed' };

/** Requests to the outside world, and the toast to show. */
export type TeacherTermsEmitted =
  | { type: 'terms.acceptRequested'; version: string }
  | { type: 'terms.dismissRequested' }
  | { type: 'terms.notify'; tone: 'success' | 'error'; message: string };

interface TeacherTermsContext extends TeacherTermsInput {
  error: string | null;
}

/** The teacher terms modal: shown or not, accepting with a loading state, dismissal. */
export const teacherTermsMachine = setup({
  types: {
    context: {} as TeacherTermsContext,
    input: {} as TeacherTermsInput,
    events: {} as TeacherTermsEvent,
    emitted: {} as TeacherTermsEmitted,
  },
  guards: {
    needsTerms: ({ context }) => needsTeacherTerms(context),
  },
  actions: {
    requestAcceptance: emit({ type: 'terms.acceptRequested' as const, version: TEACHER_TERMS_VERSION }),
    requestDismissal: emit({ type: 'terms.dismissRequested' as const }),
    clearError: assign({ error: null }),
    notifyAccepted: emit({ type: 'terms.notify' as const, tone: 'success' as const, message: TERMS_MESSAGES.accepted }),
    // The message stays in context for the modal and goes out as a toast.
    failWith: enqueueActions(({ enqueue }, params: { message: string }) => {
      enqueue.assign({ error: params.message });
      enqueue.emit({ type: 'terms.notify', tone: 'error', message: params.message });
    }),
  },
}).createMachine({
  id: 'teacherTerms',
  context: ({ input }) => ({ ...input, error: null }),
  initial: 'deciding',
  states: {
    deciding: { always: [{ guard: 'needsTerms', target: 'shown' }, { target: 'hidden' }] },
    hidden: { type: 'final' },
    shown: {
      on: {
        'terms.accept': { target: 'accepting', actions: ['clearError', 'requestAcceptance'] },
        'terms.dismiss': { target: 'dismissed', actions: 'requestDismissal' },
      },
    },
    accepting: {
      on: {
        'terms.acceptSucceeded': { target: 'accepted', actions: 'notifyAccepted' },
        'terms.acceptRejected': { target: 'shown', actions: { type: 'failWith', params: { message: TERMS_MESSAGES.rejected } } },
        'terms.acceptFailed': { target: 'shown', actions: { type: 'failWith', params: { message: TERMS_MESSAGES.failed } } },
      },
    },
    accepted: { type: 'final' },
    dismissed: { type: 'final' },
  },
});

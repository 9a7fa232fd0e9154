import { emit, setup } from 'xstate';

// Topology (spec 1 §2, §4):
//   start ─always→ hidden (not visible) | welcome (INCOMPLETE) | complete (PENDING) | approved (APPROVED)
//   welcome ─onboarding.next→ stepOne
//   stepOne ─onboarding.setUpProfile→ closed (call to action) | ─onboarding.later→ closed (postponed)
//   complete ─onboarding.choose→ closed (call to action) | ─onboarding.close→ closed
//   approved ─onboarding.finish→ closed (onboarding completed)
// I/O leaves as emitted events: the modal persists completion and call-to-action clicks.

/** Publisher profile status, derived from the user (spec 1 §3): no username, submitted, publisher. */
export type ProfileStatus = 'INCOMPLETE' | 'PENDING' | 'APPROVED';

/** What decides the modal: the profile status and whether anything hides it. */
export interface OnboardingInput {
  status: ProfileStatus;
  /** False once onboarding is completed, its call to action was clicked, or the user has events or files. */
  visible: boolean;
}

/** Offers on the COMPLETE step. */
export type OnboardingChoice = 'payment' | 'upload' | 'host';

/** Events the modal sends. */
export type OnboardingEvent =
  | { type: 'onboarding.next' }
  | { type: 'onboarding.setUpProfile' }
  | { type: 'onboarding.later' }
  | { type: 'onboarding.choose'; choice: OnboardingChoice }
  | { type: 'onboarding.close' }
  | { type: 'onboarding.finish' };

/**
 * Requests to the outside world: remember a call-to-action click, mark onboarding completed, or
 * note that the user postponed it (for the rest of the browser session).
 */
export type OnboardingEmitted =
  | { type: 'onboarding.callToActionClicked'; status: ProfileStatus }
  | { type: 'onboarding.completed' }
  | { type: 'onboarding.postponed' };

/** Whether the modal may show at all (spec 1 §2), a pure function of what the dashboard knows. */
export function isOnboardingVisible(facts: {
  completed: boolean;
  callToActionClicked: boolean;
  hasEvents: boolean;
  hasFiles: boolean;
}): boolean {
  return !(facts.completed || facts.callToActionClicked || facts.hasEvents || facts.hasFiles);
}

/** The onboarding modal's steps, starting from the step that matches the profile status. */
export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingInput,
    input: {} as OnboardingInput,
    events: {} as OnboardingEvent,
    emitted: {} as OnboardingEmitted,
  },
  guards: {
    isHidden: ({ context }) => !context.visible,
    isIncomplete: ({ context }) => context.status === 'INCOMPLETE',
    isPending: ({ context }) => context.status === 'PENDING',
  },
  actions: {
    reportCallToAction: emit(({ context }) => ({ type: 'onboarding.callToActionClicked' as const, status: context.status })),
    reportCompleted: emit({ type: 'onboarding.completed' as const }),
    reportPostponed: emit({ type: 'onboarding.postponed' as const }),
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => input,
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'isHidden', target: 'hidden' },
        { guard: 'isIncomplete', target: 'welcome' },
        { guard: 'isPending', target: 'complete' },
        { target: 'approved' },
      ],
    },
    hidden: { type: 'final' },
    welcome: { on: { 'onboarding.next': 'stepOne' } },
    stepOne: {
      on: {
        'onboarding.setUpProfile': { target: 'closed', actions: 'reportCallToAction' },
        'onboarding.later': { target: 'closed', actions: 'reportPostponed' },
      },
    },
    complete: {
      on: {
        'onboarding.choose': { target: 'closed', actions: 'reportCallToAction' },
        'onboarding.close': 'closed',
      },
    },
    approved: { on: { 'onboarding.finish': { target: 'closed', actions: 'reportCompleted' } } },
    closed: { type: 'final' },
  },
});

import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { isOnboardingVisible, onboardingMachine, type OnboardingEmitted, type OnboardingEvent, type OnboardingInput } from './onboardingMachine';

function run(input: OnboardingInput, events: OnboardingEvent[] = []) {
  const emitted: OnboardingEmitted[] = [];
  const actor = createActor(onboardingMachine, { input });
  actor.on('*', (e) => emitted.push(e));
  actor.start();
  for (const event of events) actor.send(event);
  return { value: actor.getSnapshot().value, emitted };
}

describe('the first onboarding step follows the profile status', () => {
  it.each([
    ['INCOMPLETE', 'welcome'],
    ['PENDING', 'complete'],
    ['APPROVED', 'approved'],
  ] as const)('%s starts at %s', (status, step) => expect(run({ status, visible: true }).value).toBe(step));

  it('stays hidden whatever the status when not visible', () => {
    for (const status of ['INCOMPLETE', 'PENDING', 'APPROVED'] as const) expect(run({ status, visible: false }).value).toBe('hidden');
  });
});

describe('visibility', () => {
  const none = { completed: false, callToActionClicked: false, hasEvents: false, hasFiles: false };
  it.each([
    ['nothing hides it', none, true],
    ['onboarding completed', { ...none, completed: true }, false],
    ['call to action clicked', { ...none, callToActionClicked: true }, false],
    ['the user has events', { ...none, hasEvents: true }, false],
    ['the user has files', { ...none, hasFiles: true }, false],
  ])('%s → %s', (_, facts, visible) => expect(isOnboardingVisible(facts)).toBe(visible));
});

describe('steps', () => {
  const incomplete = { status: 'INCOMPLETE', visible: true } as const;
  it('WELCOME → Next → STEP_ONE', () => expect(run(incomplete, [{ type: 'onboarding.next' }]).value).toBe('stepOne'));

  it('Set Up My Profile closes and reports the call to action', () => {
    const { value, emitted } = run(incomplete, [{ type: 'onboarding.next' }, { type: 'onboarding.setUpProfile' }]);
    expect(value).toBe('closed');
    expect(emitted).toEqual([{ type: 'onboarding.callToActionClicked', status: 'INCOMPLETE' }]);
  });

  it("'I'll do it later' closes and reports it postponed, not as a call to action", () => {
    const { value, emitted } = run(incomplete, [{ type: 'onboarding.next' }, { type: 'onboarding.later' }]);
    expect(value).toBe('closed');
    expect(emitted).toEqual([{ type: 'onboarding.postponed' }]);
  });

  it('an offer on COMPLETE closes and reports the call to action', () => {
    const { value, emitted } = run({ status: 'PENDING', visible: true }, [{ type: 'onboarding.choose', choice: 'upload' }]);
    expect(value).toBe('closed');
    expect(emitted).toEqual([{ type: 'onboarding.callToActionClicked', status: 'PENDING' }]);
  });

  it('Continue to Dashboard on APPROVED completes onboarding', () => {
    const { value, emitted } = run({ status: 'APPROVED', visible: true }, [{ type: 'onboarding.finish' }]);
    expect(value).toBe('closed');
    expect(emitted).toEqual([{ type: 'onboarding.completed' }]);
  });
});

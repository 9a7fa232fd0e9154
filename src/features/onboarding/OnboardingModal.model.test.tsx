import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { onboardingMachine, type OnboardingEvent, type OnboardingInput, type ProfileStatus } from '../../../machines/onboardingMachine';
import { OnboardingModal, type OnboardingActions } from './OnboardingModal';

// Model-based through the UI: for each profile status, every path of the onboarding machine is walked
// by clicking the real modal. Together the paths must take every transition of the definition.

function mount(input: OnboardingInput) {
  const log: string[] = [];
  const actions: OnboardingActions = {
    navigate: (to) => void log.push(`navigate ${to}`),
    rememberCallToAction: (status) => void log.push(`cta ${status}`),
    markCompleted: () => void log.push('completed'),
  };
  const view = render(
    <MantineProvider>
      <OnboardingModal input={input} profileUrl="http://site.test/demo.teacher" actions={actions} />
    </MantineProvider>,
  );
  return { view, log };
}
type System = ReturnType<typeof mount>;

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const executors = {
  'onboarding.next': () => click('Next'),
  'onboarding.setUpProfile': () => click('Set Up My Profile'),
  'onboarding.later': () => click("I'll do it later"),
  'onboarding.choose': () => click('Upload a guided meditation'),
  'onboarding.close': () => fireEvent.click(screen.getByRole('button', { name: 'Close' })),
  'onboarding.finish': () => click('Continue to Dashboard'),
} satisfies Record<OnboardingEvent['type'], () => void>;

const heading = (name: string) => async () => {
  expect(await screen.findByRole('heading', { name })).toBeInTheDocument();
};
const states: Record<string, (s: System) => Promise<void>> = {
  welcome: heading('Welcome to your Publisher Dashboard'),
  stepOne: heading('Set up your profile'),
  complete: heading('Your profile is submitted'),
  approved: async () => {
    await heading('Congratulations!')();
    expect(screen.getByTestId('copy-link-url')).toHaveTextContent('http://site.test/demo.teacher');
  },
  closed: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

const events: OnboardingEvent[] = [
  { type: 'onboarding.next' },
  { type: 'onboarding.setUpProfile' },
  { type: 'onboarding.later' },
  { type: 'onboarding.choose', choice: 'upload' },
  { type: 'onboarding.close' },
  { type: 'onboarding.finish' },
];

function definedTransitions(): string[] {
  return Object.values(onboardingMachine.root.states).flatMap((node) => [...node.transitions.values()].flat().map((t) => `${node.key} ${t.eventType}`));
}

describe('onboarding modal, every path through the UI', () => {
  const taken = new Set<string>();
  const statuses: ProfileStatus[] = ['INCOMPLETE', 'PENDING', 'APPROVED'];
  const cases = statuses.flatMap((status) => {
    const input = { status, visible: true };
    return createTestModel(onboardingMachine, { input, events }).getSimplePaths().map((path) => [`${status}: ${path.description}`, input, path] as const);
  });

  it.each(cases)('%s', async (_, input, path) => {
    const system = mount(input);
    let before = '';
    for (const step of path.steps) {
      const value = String(step.state.value);
      if (!step.event.type.startsWith('xstate.')) {
        executors[step.event.type as keyof typeof executors]();
        taken.add(`${before} ${step.event.type}`);
      }
      await states[value]?.(system);
      before = value;
    }
    system.view.unmount();
  });

  it('took every transition of the machine', () => expect([...taken].sort()).toEqual(definedTransitions().sort()));

  it('reports the call to action and goes to /profile from STEP_ONE', async () => {
    const system = mount({ status: 'INCOMPLETE', visible: true });
    executors['onboarding.next']();
    await states.stepOne!(system);
    executors['onboarding.setUpProfile']();
    expect(system.log).toEqual(['cta INCOMPLETE', 'navigate /profile']);
  });

  it('marks onboarding completed from APPROVED', async () => {
    const system = mount({ status: 'APPROVED', visible: true });
    await states.approved!(system);
    executors['onboarding.finish']();
    expect(system.log).toEqual(['completed']);
  });

  it('shows nothing when hidden', () => {
    mount({ status: 'INCOMPLETE', visible: false });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { onboardingMachine, type OnboardingEvent, type OnboardingInput, type ProfileStatus } from '../../../machines/onboardingMachine';
import { assertFullCoverage, coverageRecorder } from '../../../tests/model/coverage';
import { OnboardingModal, type OnboardingActions } from './OnboardingModal';

const COVERAGE = 'onboardingMachine (UI)';
const recorder = coverageRecorder(COVERAGE, onboardingMachine);
// The first state is transient (eventless), so no snapshot shows it: a transition taken out of a
// state proves the state was entered.
const inspect = (event: InspectionEvent) => {
  recorder.inspect(event);
  if (event.type === '@xstate.microstep') for (const t of event._transitions) recorder.states.add(t.source.id);
};
afterAll(() => assertFullCoverage([COVERAGE]));

// Model-based through the UI: for each profile status, every path of the onboarding machine is walked
// by clicking the real modal. Together the paths must take every transition of the definition.

function mount(input: OnboardingInput) {
  const log: string[] = [];
  const actions: OnboardingActions = {
    navigate: (to) => void log.push(`navigate ${to}`),
    rememberCallToAction: (status) => void log.push(`cta ${status}`),
    markCompleted: () => void log.push('completed'),
    postpone: () => void log.push('postponed'),
  };
  const view = render(
    <MantineProvider>
      <OnboardingModal input={input} profileUrl="http://site.test/demo.teacher" actions={actions} inspect={inspect} />
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

describe('onboarding modal, every path through the UI', () => {
  const statuses: ProfileStatus[] = ['INCOMPLETE', 'PENDING', 'APPROVED'];
  const cases = statuses.flatMap((status) => {
    const input = { status, visible: true };
    return createTestModel(onboardingMachine, { input, events }).getSimplePaths().map((path) => [`${status}: ${path.description}`, input, path] as const);
  });

  it.each(cases)('%s', async (_, input, path) => {
    const system = mount(input);
    for (const step of path.steps) {
      if (!step.event.type.startsWith('xstate.')) executors[step.event.type as keyof typeof executors]();
      await states[String(step.state.value)]?.(system);
    }
    system.view.unmount();
  });

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

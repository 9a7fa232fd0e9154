import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { teacherTermsMachine, type TeacherTermsEvent, type TeacherTermsInput } from '../../../machines/teacherTermsMachine';
import type { Notifier } from '../../backend/http/notifier';
import { assertFullCoverage, coverageRecorder } from '../../../tests/model/coverage';
import { TeacherTermsModal, type TermsApi } from './TeacherTermsModal';

// Model-based through the UI: every path of the terms machine is walked by clicking the real modal,
// and the acceptance call is settled by hand. Every transition of the definition must be taken.

const COVERAGE = 'teacherTermsMachine (UI)';
const recorder = coverageRecorder(COVERAGE, teacherTermsMachine);
// The first state is transient (eventless), so no snapshot shows it: a transition taken out of a
// state proves the state was entered.
const inspect = (event: InspectionEvent) => {
  recorder.inspect(event);
  if (event.type === '@xstate.microstep') for (const t of event._transitions) recorder.states.add(t.source.id);
};
afterAll(() => assertFullCoverage([COVERAGE]));

const input: TeacherTermsInput = { acceptedVersion: null, modalClosedAt: null, impersonating: false, now: Date.UTC(2025, 7, 1) };

function mount(start: TeacherTermsInput = input) {
  let settle: { resolve: (ok: boolean) => void; reject: (e: Error) => void } | null = null;
  const toasts: string[] = [];
  const api: TermsApi = {
    accept: () => new Promise<boolean>((resolve, reject) => (settle = { resolve, reject })),
    dismiss: async () => {},
    loadText: async () => '# Teacher Terms\n\n**Version 1.0 — July 2025**',
  };
  const notifier: Notifier = { alert: () => {}, toast: (t) => void toasts.push(t?.title ?? '') };
  const view = render(
    <MantineProvider>
      <TeacherTermsModal input={start} api={api} notifier={notifier} inspect={inspect} />
    </MantineProvider>,
  );
  return { view, toasts, settle: () => settle! };
}

type System = ReturnType<typeof mount>;

const acceptButton = () => screen.getByRole('button', { name: 'Accept Terms' });
const dialogGone = async () => {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

const executors = {
  'terms.accept': async () => void fireEvent.click(acceptButton()),
  'terms.dismiss': async () => void fireEvent.click(screen.getByRole('button', { name: 'Close' })),
  'terms.acceptSucceeded': async (s: System) => void (await act(async () => s.settle().resolve(true))),
  'terms.acceptRejected': async (s: System) => void (await act(async () => s.settle().resolve(false))),
  'terms.acceptFailed': async (s: System) => void (await act(async () => s.settle().reject(new Error('boom')))),
} satisfies Record<TeacherTermsEvent['type'], (s: System) => Promise<void>>;

const states: Record<string, (s: System) => Promise<void>> = {
  shown: async () => {
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(await screen.findByText('Version 1.0 — July 2025')).toBeInTheDocument();
    expect(acceptButton()).not.toHaveAttribute('data-loading');
  },
  accepting: async () => {
    expect(acceptButton()).toHaveAttribute('data-loading', 'true');
  },
  accepted: async (s) => {
    await dialogGone();
    expect(s.toasts.at(-1)).toBe('Teacher terms accepted successfully');
  },
  dismissed: dialogGone,
};

describe('teacher terms modal, every path through the UI', () => {
  const model = createTestModel(teacherTermsMachine, { input, events: Object.keys(executors).map((type) => ({ type }) as TeacherTermsEvent) });
  const paths = model.getSimplePaths();

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const system = mount();
    for (const step of path.steps) {
      const stateValue = String(step.state.value);
      if (step.event.type.startsWith('xstate.')) continue;
      await executors[step.event.type as keyof typeof executors](system);
      await states[stateValue]?.(system);
    }
    await states[String(path.state.value)]?.(system);
    system.view.unmount();
  });

  it.each([
    ['version 1.0 accepted', { acceptedVersion: '1.0' }],
    ['an admin impersonating', { impersonating: true }],
  ])('stays hidden with %s', async (_, change) => {
    const system = mount({ ...input, ...change });
    expect(screen.queryByRole('dialog')).toBeNull();
    system.view.unmount();
  });

  it.each([
    ["rejected acceptance", 'terms.acceptRejected', 'Failed to accept terms. Please try again.'],
    ['failed acceptance', 'terms.acceptFailed', 'An error occurred. Please try again.'],
  ] as const)('shows the message after a %s', async (_, event, message) => {
    const system = mount();
    await states.shown!(system);
    await executors['terms.accept']();
    await executors[event](system);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(system.toasts.at(-1)).toBe(message);
  });

  it('shows the load error when the document cannot be read', async () => {
    const api: TermsApi = { accept: async () => true, dismiss: async () => {}, loadText: () => Promise.reject(new Error('Failed to fetch: 404 Not Found')) };
    render(
      <MantineProvider>
        <TeacherTermsModal input={input} api={api} notifier={{ alert: () => {}, toast: () => {} }} />
      </MantineProvider>,
    );
    expect(await screen.findByText('Error loading content: Failed to fetch: 404 Not Found')).toBeInTheDocument();
  });
});

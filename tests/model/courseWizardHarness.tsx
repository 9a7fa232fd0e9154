import { Button, MantineProvider } from '@mantine/core';
import { act, render } from '@testing-library/react';
import { useState } from 'react';
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { WizardInput } from '../../machines/wizardMachine';
import type { Notifier } from '../../src/backend/http/notifier';
import type { SaveStepRequest, WizardIo } from '../../src/engine/buildWizardMachineIo';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { CourseWizardView } from '../../src/features/courses/media/CourseWizardView';
import { AppServicesProvider } from '../../src/lib/session/AppServices';
import { createSession } from '../../src/lib/session/createSession';
import { createFakeBackend } from '../../src/lib/session/testing/createFakeBackend';
import type { CoverageRecorder } from './coverage';
import type { WizardHarness } from './wizardHarness';

const user = { uid: 'u1', email: 'publisher@demo.local', isAdmin: false };
const notifier: Notifier = { alert: () => {}, toast: () => {} };

/**
 * The kit's harness (same interface as renderWizardHarness) around the course screen's real view:
 * CourseWizardView with its uploaders and lessons editor, inside the app services, with a host link
 * that asks to leave and a server that answers only when the test says so.
 */
export function renderCourseWizardHarness(wizard: CompiledWizard, input: WizardInput, recorder?: CoverageRecorder): WizardHarness {
  const pending: Record<'save' | 'submit', { resolve(v?: { itemId?: string }): void; reject(e: Error): void } | null> = { save: null, submit: null };
  const saves: SaveStepRequest[] = [];
  const finished: string[] = [];
  let latest: AnyMachineSnapshot | undefined;
  const io: WizardIo = {
    saveStep: (request) => {
      saves.push(request);
      return new Promise((resolve, reject) => (pending.save = { resolve, reject }));
    },
    submit: () => new Promise<void>((resolve, reject) => (pending.submit = { resolve: () => resolve(), reject })),
  };
  const inspect = (event: InspectionEvent) => {
    recorder?.inspect(event);
    if (event.type === '@xstate.snapshot' && (event.actorRef as { sessionId?: string }).sessionId === event.rootId) latest = event.snapshot as AnyMachineSnapshot;
  };
  const backend = createFakeBackend([{ ...user, password: 'x' }]);
  backend.restoreAs(user);
  const session = createSession(backend.auth, { hasSessionCookie: () => true, clearSessionCookie: () => {} });
  function Host() {
    const [leaves, setLeaves] = useState(0);
    return (
      <>
        <Button variant="subtle" onClick={() => setLeaves((n) => n + 1)}>
          Go to dashboard
        </Button>
        <CourseWizardView wizard={wizard} io={io} input={input} inspect={inspect} leaveRequests={leaves} onFinish={(o) => finished.push(o)} />
      </>
    );
  }
  render(
    <MantineProvider env="test">
      <AppServicesProvider services={{ backend, session, notifier }}>
        <Host />
      </AppServicesProvider>
    </MantineProvider>,
  );
  return {
    saves,
    finished,
    snapshot: () => {
      if (!latest) throw new Error('The wizard actor has not started');
      return latest;
    },
    async settle(kind, outcome) {
      const request = pending[kind];
      if (!request) throw new Error(`No ${kind} in flight`);
      pending[kind] = null;
      await act(async () => {
        if (outcome.ok) request.resolve(outcome.itemId ? { itemId: outcome.itemId } : undefined);
        else request.reject(new Error(outcome.message));
      });
    },
  };
}

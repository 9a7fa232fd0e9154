import { Button, MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import { useState } from 'react';
import type { WizardInput } from '../../machines/wizardMachine';
import type { Notifier, ToastOptions } from '../../src/backend/http/notifier';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { RetreatWizardView } from '../../src/features/retreats/wizard/RetreatWizardView';
import { AppServicesProvider } from '../../src/lib/session/AppServices';
import { createSession } from '../../src/lib/session/createSession';
import { createFakeBackend } from '../../src/lib/session/testing/createFakeBackend';
import { createControlledWizardIo } from './controlledWizardIo';
import type { CoverageRecorder } from './coverage';
import type { WizardHarness } from './wizardHarness';

const user = { uid: 'u1', email: 'publisher@demo.local', isAdmin: false };

/**
 * The kit's harness (same interface as renderWizardHarness) around the retreat page's real view:
 * RetreatWizardView with its venue picker, co-host search, terms, certificate, image, image list and
 * video fields and the accommodation options collection, inside the app services, with a host link that
 * asks to leave and a server that answers the wizard's saves only when the test says so.
 */
export function renderRetreatWizardHarness(wizard: CompiledWizard, input: WizardInput, recorder?: CoverageRecorder): WizardHarness & { toasts: ToastOptions[] } {
  const controlled = createControlledWizardIo(recorder);
  const { io, inspect, finished } = controlled;
  const toasts: ToastOptions[] = [];
  const notifier: Notifier = { alert: () => {}, toast: (options) => void toasts.push(options ?? {}) };
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
        <RetreatWizardView wizard={wizard} io={io} input={input} inspect={inspect} leaveRequests={leaves} onFinish={(o) => finished.push(o)} />
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
  const { saves, snapshot, settle } = controlled;
  return { saves, finished, snapshot, settle, toasts };
}

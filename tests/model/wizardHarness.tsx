import { Button } from '@mantine/core';
import { act } from '@testing-library/react';
import { useState } from 'react';
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { WizardInput } from '../../machines/wizardMachine';
import type { SaveStepRequest, WizardIo } from '../../src/engine/buildWizardMachineIo';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { renderWithTheme } from '../../src/renderer/testing/renderWithTheme';
import { WizardView } from '../../src/renderer/WizardView';
import type { CoverageRecorder } from './coverage';

interface Pending {
  resolve(value?: { itemId?: string }): void;
  reject(error: Error): void;
}

/** A rendered wizard whose server answers only when a test says so, and whose actor is observed. */
export interface WizardHarness {
  saves: SaveStepRequest[];
  finished: string[];
  snapshot(): AnyMachineSnapshot;
  /** Answers the save or submit in flight. */
  settle(kind: 'save' | 'submit', outcome: { ok: true; itemId?: string } | { ok: false; message: string }): Promise<void>;
}

/** Renders the real WizardView with a host page (its "Go to dashboard" link asks to leave) and controllable I/O. */
export function renderWizardHarness(wizard: CompiledWizard, input: WizardInput, recorder?: CoverageRecorder): WizardHarness {
  const pending: Record<'save' | 'submit', Pending | null> = { save: null, submit: null };
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
  function Host() {
    const [leaves, setLeaves] = useState(0);
    return (
      <>
        <Button variant="subtle" onClick={() => setLeaves((n) => n + 1)}>
          Go to dashboard
        </Button>
        <WizardView wizard={wizard} io={io} input={input} inspect={inspect} leaveRequests={leaves} onFinish={(o) => finished.push(o)} />
      </>
    );
  }
  renderWithTheme(<Host />);
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

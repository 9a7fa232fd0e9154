import { Button } from '@mantine/core';
import { useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import type { WizardInput } from '../../machines/wizardMachine';
import type { SaveStepRequest } from '../../src/engine/buildWizardMachineIo';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { renderWithTheme } from '../../src/renderer/testing/renderWithTheme';
import { WizardView } from '../../src/renderer/WizardView';
import { createControlledWizardIo } from './controlledWizardIo';
import type { CoverageRecorder } from './coverage';

/** A rendered wizard whose server answers only when a test says so, and whose actor is observed. */
export interface WizardHarness {
  saves: SaveStepRequest[];
  finished: string[];
  snapshot(): AnyMachineSnapshot;
  /** Answers the save or submit in flight. */
  settle(kind: 'save' | 'submit' | 'delete' | 'outcome', outcome: { ok: true; itemId?: string } | { ok: false; message: string }): Promise<void>;
}

/** Renders the real WizardView with a host page (its "Go to dashboard" link asks to leave) and controllable I/O. */
export function renderWizardHarness(wizard: CompiledWizard, input: WizardInput, recorder?: CoverageRecorder): WizardHarness {
  const controlled = createControlledWizardIo(recorder);
  const { io, inspect, finished } = controlled;
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
  const { saves, snapshot, settle } = controlled;
  return { saves, finished, snapshot, settle };
}

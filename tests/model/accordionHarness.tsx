import { act } from '@testing-library/react';
import { Button } from '@mantine/core';
import { useState } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import type { AccordionInput } from '../../machines/accordionWizardMachine';
import type { AccordionIo, SaveItemRequest } from '../../src/engine/accordionIo';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { AccordionWizardView } from '../../src/renderer/accordion/AccordionWizardView';
import { renderWithTheme } from '../../src/renderer/testing/renderWithTheme';
import type { CoverageRecorder } from './coverage';

interface Pending {
  resolve(value?: { itemId?: string }): void;
  reject(error: Error): void;
}

/** A rendered accordion wizard whose server answers only when the test says so, and whose actor is observed. */
export interface AccordionHarness {
  saves: SaveItemRequest[];
  deletes: number;
  finished: string[];
  snapshot(): AnyMachineSnapshot;
  settle(kind: 'save' | 'delete', outcome: { ok: true; itemId?: string } | { ok: false; message: string }): Promise<void>;
}

/** Renders the real AccordionWizardView under a host page whose "Go to shop" link asks to leave. */
export function renderAccordionHarness(wizard: CompiledWizard, input: AccordionInput, recorder?: CoverageRecorder): AccordionHarness {
  const pending: Record<'save' | 'delete', Pending | null> = { save: null, delete: null };
  let latest: AnyMachineSnapshot | undefined;
  const harness: AccordionHarness = {
    saves: [],
    deletes: 0,
    finished: [],
    snapshot: () => {
      if (!latest) throw new Error('The accordion actor has not started');
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
  const io: AccordionIo = {
    saveItem: (request) => {
      harness.saves.push(request);
      return new Promise((resolve, reject) => (pending.save = { resolve, reject }));
    },
    deleteItem: () => {
      harness.deletes += 1;
      return new Promise<void>((resolve, reject) => (pending.delete = { resolve: () => resolve(), reject }));
    },
  };
  const inspect = (event: Parameters<NonNullable<CoverageRecorder['inspect']>>[0]) => {
    recorder?.inspect(event);
    if (event.type === '@xstate.snapshot' && (event.actorRef as { sessionId?: string }).sessionId === event.rootId) latest = event.snapshot as AnyMachineSnapshot;
  };
  function Host() {
    const [leaves, setLeaves] = useState(0);
    return (
      <>
        <Button variant="subtle" onClick={() => setLeaves((n) => n + 1)}>
          Go to shop
        </Button>
        <AccordionWizardView wizard={wizard} io={io} input={input} inspect={inspect} leaveRequests={leaves} onFinish={(o) => harness.finished.push(o)} />
      </>
    );
  }
  renderWithTheme(<Host />);
  return harness;
}

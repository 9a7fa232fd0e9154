import { act } from '@testing-library/react';
import type { AnyMachineSnapshot, InspectionEvent } from 'xstate';
import type { SaveStepRequest, WizardIo } from '../../src/engine/buildWizardMachineIo';
import type { CoverageRecorder } from './coverage';
import type { WizardHarness } from './wizardHarness';

interface Pending {
  resolve(value?: { itemId?: string }): void;
  reject(error: Error): void;
}

/**
 * The server side of a wizard harness: saves and submits wait until the test settles them, and the
 * root actor's snapshots are observed (and fed to the coverage recorder) through `inspect`.
 */
export function createControlledWizardIo(recorder?: CoverageRecorder): WizardHarness & {
  io: WizardIo;
  inspect(event: InspectionEvent): void;
} {
  const pending: Record<'save' | 'submit' | 'delete' | 'outcome', Pending | null> = { save: null, submit: null, delete: null, outcome: null };
  const saves: SaveStepRequest[] = [];
  const finished: string[] = [];
  let latest: AnyMachineSnapshot | undefined;
  return {
    saves,
    finished,
    io: {
      saveStep: (request) => {
        saves.push(request);
        return new Promise((resolve, reject) => (pending.save = { resolve, reject }));
      },
      submit: () => new Promise<void>((resolve, reject) => (pending.submit = { resolve: () => resolve(), reject })),
      deleteItem: () => new Promise<void>((resolve, reject) => (pending.delete = { resolve: () => resolve(), reject })),
      runOutcome: () => new Promise<void>((resolve, reject) => (pending.outcome = { resolve: () => resolve(), reject })),
    },
    inspect(event) {
      recorder?.inspect(event);
      if (event.type === '@xstate.snapshot' && (event.actorRef as { sessionId?: string }).sessionId === event.rootId) latest = event.snapshot as AnyMachineSnapshot;
    },
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

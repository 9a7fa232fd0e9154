import type { SnapshotFrom } from 'xstate';
import type { WizardMachine } from '../../machines/wizardMachine';

/** What the wizard screen shows, read off the machine's state. */
export type WizardPhase =
  | 'idle'
  | 'saving'
  | 'savingToLeave'
  | 'runningOutcome'
  | 'outcomeDone'
  | 'confirmingLeave'
  | 'confirmingSubmit'
  | 'submitting'
  | 'submitted'
  | 'left'
  | 'finishedLater'
  | 'confirmingDelete'
  | 'deleting'
  | 'deleted';

/** Folds the machine's nested state value into the one phase the screen cares about. */
export function wizardPhase(snapshot: SnapshotFrom<WizardMachine>): WizardPhase {
  const value = snapshot.value as string | { editing?: Record<string, string> };
  if (typeof value === 'string') return value === 'navigating' ? 'idle' : (value as WizardPhase);
  const inner = value.editing ? Object.values(value.editing)[0] : undefined;
  return (inner as WizardPhase | undefined) ?? 'idle';
}

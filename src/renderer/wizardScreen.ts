import type { SnapshotFrom } from 'xstate';
import type { WizardMachine } from '../../machines/wizardMachine';
import { wizardPhase, type WizardPhase } from './wizardPhase';

type Snapshot = SnapshotFrom<WizardMachine>;
type Context = Snapshot['context'];

/** What the wizard screen draws from the machine: read as one selection, so the screen holds one subscription, not ten. */
export interface WizardScreen {
  phase: WizardPhase;
  current: string;
  mode: Context['mode'];
  validated: readonly string[];
  lastError: Context['lastError'];
  dirty: boolean;
  readOnly: boolean;
  canDelete: boolean;
  errorsShown: Context['errorsShown'];
  /** The first step (in the wizard's order) holding errors the server tied to a step other than the current one. */
  errorStep: string | null;
}

/** The screen's selection for a wizard of these steps. */
export function screenSelector(steps: ReadonlyArray<{ key: string }>): (snapshot: Snapshot) => WizardScreen {
  return (snapshot) => {
    const { context } = snapshot;
    const elsewhere = new Set(context.fieldErrors.map((e) => e.step).filter((key) => key && key !== context.current));
    return {
      phase: wizardPhase(snapshot),
      current: context.current,
      mode: context.mode,
      validated: context.validated,
      lastError: context.lastError,
      dirty: context.dirty,
      readOnly: context.readOnly,
      canDelete: snapshot.can({ type: 'delete.request' }),
      errorsShown: context.errorsShown,
      errorStep: elsewhere.size ? (steps.find((step) => elsewhere.has(step.key))?.key ?? null) : null,
    };
  };
}

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);

/** Equal selections draw the same screen: the validated list compares by its keys, the rest by value. */
export function sameScreen(a: WizardScreen, b: WizardScreen): boolean {
  return (
    a.phase === b.phase &&
    a.current === b.current &&
    a.mode === b.mode &&
    sameList(a.validated, b.validated) &&
    a.lastError === b.lastError &&
    a.dirty === b.dirty &&
    a.readOnly === b.readOnly &&
    a.canDelete === b.canDelete &&
    a.errorsShown === b.errorsShown &&
    a.errorStep === b.errorStep
  );
}

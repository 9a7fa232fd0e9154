import type { Actor } from 'xstate';
import type { WizardMachine } from '../../machines/wizardMachine';
import { pickFields } from '../../machines/wizardRules';
import { refusalErrors } from './fieldErrorsRefusal';

/** What saving one step sends: only the fields that step's schema declares. */
export interface SaveStepRequest {
  wizardId: string;
  stepKey: string;
  itemId: string | null;
  mode: 'create' | 'edit' | 'restricted';
  fields: Record<string, unknown>;
}

/** The I/O a wizard needs; the browser passes HTTP calls, tests pass controllable promises. */
export interface WizardIo {
  /** Persists one step; resolves with the item id when the first save creates the item. */
  saveStep(request: SaveStepRequest): Promise<{ itemId?: string } | void>;
  submit(request: { wizardId: string; itemId: string | null; data: Record<string, unknown> }): Promise<void>;
  /** Deletes the item (the manifest's Delete action); a wizard without that action never calls it. */
  deleteItem?(request: { wizardId: string; itemId: string | null }): Promise<void>;
  /** Makes the call a named outcome names (`call`) instead of the step save; a wizard without outcomes never calls it. */
  runOutcome?(request: { call: string; wizardId: string; itemId: string | null; stepKey: string; fields: Record<string, unknown> }): Promise<void>;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
// A refusal's field errors travel with the failure, so the machine shows them at their fields.
const failure = (error: unknown) => {
  const fieldErrors = refusalErrors(error);
  return { message: messageOf(error), ...(fieldErrors ? { fieldErrors } : {}) };
};

/**
 * Runs the I/O the pure wizard machine asks for: on entering `saving` (or `savingToLeave`) it calls
 * `saveStep` and answers with `save.done`/`save.failed`; on entering `submitting` likewise with `submit`,
 * and `deleting` with `deleteItem`. Returns an unsubscribe.
 */
export function attachWizardIo(
  actor: Actor<WizardMachine>,
  wizard: { id: string; stepFields(key: string): readonly string[]; outcomes?: ReadonlyArray<{ call: string }> },
  io: WizardIo,
): () => void {
  let wasBusy = false;
  let detached = false;
  // A screen left while a request is in flight must not poke a stopped actor when the answer arrives.
  const send = (event: Parameters<typeof actor.send>[0]) => {
    if (!detached) actor.send(event);
  };
  const onSnapshot = () => {
    const snapshot = actor.getSnapshot();
    const { context } = snapshot;
    // Save & Next and Save & Finish Later send the same step save; they differ in where the machine goes after.
    const saving =
      snapshot.matches({ editing: { [context.current]: 'saving' } } as never) || snapshot.matches({ editing: { [context.current]: 'savingToLeave' } } as never);
    const submitting = snapshot.value === 'submitting';
    const deleting = snapshot.value === 'deleting';
    const outcome = snapshot.matches({ editing: { [context.current]: 'runningOutcome' } } as never);
    // Entering a busy state fires once; the machine has no self-loops there, so a repeat snapshot is the same request.
    if (outcome && !wasBusy) {
      const call = wizard.outcomes?.[context.outcome]?.call ?? '';
      const run = io.runOutcome ?? (() => Promise.reject(new Error(`This wizard cannot make the call "${call}"`)));
      run({ call, wizardId: wizard.id, itemId: context.itemId, stepKey: context.current, fields: pickFields(context.data, wizard.stepFields(context.current)) }).then(
        () => send({ type: 'outcome.done' }),
        (error: unknown) => send({ type: 'outcome.failed', message: messageOf(error) }),
      );
    } else if (deleting && !wasBusy) {
      const remove = io.deleteItem ?? (() => Promise.reject(new Error('This wizard cannot delete items')));
      remove({ wizardId: wizard.id, itemId: context.itemId }).then(
        () => send({ type: 'delete.done' }),
        (error: unknown) => send({ type: 'delete.failed', message: messageOf(error) }),
      );
    } else if ((saving || submitting) && !wasBusy) {
      if (saving) {
        const request: SaveStepRequest = {
          wizardId: wizard.id,
          stepKey: context.current,
          itemId: context.itemId,
          mode: context.mode,
          fields: pickFields(context.data, wizard.stepFields(context.current)),
        };
        io.saveStep(request).then(
          (result) => send({ type: 'save.done', ...(result?.itemId ? { itemId: result.itemId } : {}) }),
          (error: unknown) => send({ type: 'save.failed', ...failure(error) }),
        );
      } else {
        // What the server has, plus the review step's own fields (a confirmation box), which no step save sends.
        const reviewFields = context.current ? pickFields(context.data, wizard.stepFields(context.current)) : {};
        io.submit({ wizardId: wizard.id, itemId: context.itemId, data: { ...context.saved, ...reviewFields } }).then(
          () => send({ type: 'submit.done' }),
          (error: unknown) => send({ type: 'submit.failed', ...failure(error) }),
        );
      }
    }
    wasBusy = saving || submitting || deleting || outcome;
  };
  onSnapshot();
  const subscription = actor.subscribe({ next: onSnapshot, error: () => {} });
  return () => {
    detached = true;
    subscription.unsubscribe();
  };
}

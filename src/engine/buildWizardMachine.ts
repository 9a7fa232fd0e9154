import { createWizardMachine } from '../../machines/wizardMachine';
import { SAVE_OUTCOMES } from '../domain/saveOutcomes';
import type { WizardShape } from '../../machines/wizardRules';
import type { CompiledWizard } from './compiledWizard';
import type { ValidationContext } from './validation/context/validationContext';
import type { FieldError } from './validation/fieldError';

/** The navigation-relevant view of a compiled wizard: its id, steps, policy and submit rule. */
export function wizardShape(compiled: CompiledWizard): WizardShape {
  return {
    id: compiled.manifest.id,
    steps: compiled.steps.map((step) => ({ ...step, hasFields: step.review && step.fields.length > 0 })),
    navigation: compiled.manifest.navigation,
    submit: compiled.manifest.submit,
    checksSubmit: compiled.steps.some((step) => step.review && (step.fields.length > 0 || (step.hasSubmitSchema && !step.submitCheckedByServerOnly))),
    // An outcome can end the save of a step that owns one of the fields it watches (or any step, if it names
    // none), in a variant it names (or any): another variant's machine declares no state it could never enter.
    outcomeSteps:
      compiled.mode === 'view'
        ? []
        : compiled.steps
            .filter(
              (step) =>
                !step.review &&
                compiled.outcomes.some(
                  (o) => (!o.when?.variants || (compiled.variant !== undefined && o.when.variants.includes(compiled.variant))) && (!o.when?.fields || o.when.fields.some((f) => step.fields.includes(f))),
                ),
            )
            .map((step) => step.key),
    viewOnly: compiled.mode === 'view',
    // A view-mode wizard offers no action: it only shows.
    actions:
      compiled.mode === 'view'
        ? {}
        : { finishLater: compiled.actions.saveAndFinishLater !== undefined, deleteStatuses: compiled.actions.delete?.statuses ?? [] },
  };
}

/** What refuses a submit in the browser: the review step's own fields, then the submit schema over the whole item (unless the server alone checks it). */
export function submitErrors(compiled: CompiledWizard, data: Record<string, unknown>, context?: ValidationContext): FieldError[] {
  const review = compiled.steps.find((step) => step.review);
  const own = review && review.fields.length > 0 ? compiled.validateStep(review.key, data, context) : [];
  return review?.submitCheckedByServerOnly ? own : [...own, ...compiled.validateSubmit(data, context)];
}

/** The index of the first of the manifest's named outcomes this save ends in, or -1 (an unregistered name never applies). */
export function outcomeFor(
  compiled: CompiledWizard,
  save: { stepKey: string; data: Record<string, unknown>; saved: Record<string, unknown>; status: string | null },
): number {
  const ownedFields = compiled.steps.flatMap((step) => step.fields);
  return compiled.outcomes.findIndex((outcome) => {
    const test = Object.hasOwn(SAVE_OUTCOMES, outcome.name) ? SAVE_OUTCOMES[outcome.name] : undefined;
    return test?.({ ...save, ownedFields, variant: compiled.variant }, outcome.when ?? {}) === true;
  });
}

type WizardMachine = ReturnType<typeof createWizardMachine>;
const built = new WeakMap<CompiledWizard, WizardMachine>();

/**
 * The wizard machine of a compiled wizard, its guards wired to the engine's own validation. A machine is an
 * immutable definition that any number of actors can run, so it is built once per compiled wizard: a step
 * screen mounting again does not pay for it.
 */
export function buildWizardMachine(compiled: CompiledWizard): WizardMachine {
  let machine = built.get(compiled);
  if (!machine) {
    machine = createWizardMachine(wizardShape(compiled), {
      validateStep: (key, data, validation) => compiled.validateStep(key, data, validation as ValidationContext | undefined),
      stepFields: (key) => compiled.stepFields(key),
      validateSubmit: (data, validation) => submitErrors(compiled, data, validation as ValidationContext | undefined),
      outcomeFor: (stepKey, data, saved, status) => outcomeFor(compiled, { stepKey, data, saved, status }),
    });
    built.set(compiled, machine);
  }
  return machine;
}

import { createWizardMachine } from '../../machines/wizardMachine';
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
    checksSubmit: compiled.steps.some((step) => step.review && (step.fields.length > 0 || step.hasSubmitSchema)),
    // A view-mode wizard offers no action: it only shows.
    actions:
      compiled.mode === 'view'
        ? {}
        : { finishLater: compiled.actions.saveAndFinishLater !== undefined, deleteStatuses: compiled.actions.delete?.statuses ?? [] },
  };
}

/** What refuses a submit: the review step's own fields, then the submit schema over the whole item. */
export function submitErrors(compiled: CompiledWizard, data: Record<string, unknown>, context?: ValidationContext): FieldError[] {
  const review = compiled.steps.find((step) => step.review);
  const own = review && review.fields.length > 0 ? compiled.validateStep(review.key, data, context) : [];
  return [...own, ...compiled.validateSubmit(data, context)];
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
    });
    built.set(compiled, machine);
  }
  return machine;
}

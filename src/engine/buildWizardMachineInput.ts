import type { WizardInput } from '../../machines/wizardMachine';
import type { CompiledStep, CompiledWizard } from './compiledWizard';
import type { ValidationContext } from './validation/context/validationContext';

/**
 * The start input for editing a stored item: steps whose data is complete are pre-marked validated
 * (spec 2 §2: "pre-marked validated when their data exists"). Complete means the step's `complete`
 * schema holds where it has one (retreat Meals), else that its own fields hold data that passes its
 * rules; `alwaysValidated` steps always count. `validation` is the context every check of the actor uses.
 */
export function buildWizardMachineInput(
  wizard: CompiledWizard,
  item: { id: string; data: Record<string, unknown>; mode?: 'edit' | 'restricted' },
  validation?: ValidationContext,
): WizardInput {
  const complete = (step: CompiledStep) =>
    step.alwaysValidated ||
    (step.hasCompleteness
      ? wizard.isStepComplete(step.key, item.data, validation)
      : wizard.stepFields(step.key).some((field) => item.data[field] !== undefined) && wizard.validateStep(step.key, item.data, validation).length === 0);
  const validated = wizard.steps.filter((step) => !step.review && complete(step)).map((step) => step.key);
  return { mode: item.mode ?? 'edit', itemId: item.id, data: item.data, validated, ...(validation ? { validation } : {}) };
}

import type { WizardInput } from '../../machines/wizardMachine';
import type { CompiledWizard } from './compiledWizard';

/**
 * The start input for editing a stored item: steps whose own fields hold data that passes validation
 * are pre-marked validated (spec 2 §2: "pre-marked validated when their data exists").
 */
export function buildWizardMachineInput(
  wizard: CompiledWizard,
  item: { id: string; data: Record<string, unknown>; mode?: 'edit' | 'restricted' },
): WizardInput {
  const validated = wizard.steps
    .filter((step) => !step.review)
    .filter((step) => wizard.stepFields(step.key).some((field) => item.data[field] !== undefined))
    .filter((step) => wizard.validateStep(step.key, item.data).length === 0)
    .map((step) => step.key);
  return { mode: item.mode ?? 'edit', itemId: item.id, data: item.data, validated };
}

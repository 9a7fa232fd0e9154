import { createWizardMachine } from '../../machines/wizardMachine';
import type { WizardShape } from '../../machines/wizardRules';
import type { CompiledWizard } from './compiledWizard';

/** The navigation-relevant view of a compiled wizard: its id, steps, policy and submit rule. */
export function wizardShape(compiled: CompiledWizard): WizardShape {
  return {
    id: compiled.manifest.id,
    steps: compiled.steps,
    navigation: compiled.manifest.navigation,
    submit: compiled.manifest.submit,
  };
}

/** Builds the wizard machine from a compiled wizard, wiring the engine's own validation into its guards. */
export function buildWizardMachine(compiled: CompiledWizard) {
  return createWizardMachine(wizardShape(compiled), {
    validateStep: (key, data) => compiled.validateStep(key, data),
    stepFields: (key) => compiled.stepFields(key),
  });
}

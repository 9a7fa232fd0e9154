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
      validateStep: (key, data) => compiled.validateStep(key, data),
      stepFields: (key) => compiled.stepFields(key),
    });
    built.set(compiled, machine);
  }
  return machine;
}

import { createWizardMachine } from '../../machines/wizardMachine';
import type { WizardFieldError, WizardShape } from '../../machines/wizardRules';

/** The part of a compiled wizard the machine and renderer use (`compileWizard(...)` returns a superset). */
export interface CompiledWizardLike extends WizardShape {
  title?: string;
  version?: number | string;
  steps: ReadonlyArray<{ key: string; title: string; optional?: boolean; review?: boolean; schema?: unknown }>;
  validateStep(key: string, data: Record<string, unknown>): WizardFieldError[];
  stepFields(key: string): readonly string[];
}

/** Builds the wizard machine from a compiled wizard, wiring the engine's own validation into its guards. */
export function buildWizardMachine(compiled: CompiledWizardLike) {
  return createWizardMachine(compiled, {
    validateStep: (key, data) => compiled.validateStep(key, data),
    stepFields: (key) => compiled.stepFields(key),
  });
}

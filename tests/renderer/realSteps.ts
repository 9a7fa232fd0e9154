import type { RJSFSchema } from '@rjsf/utils';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';

/** A wizard compiled from the real files in `schemas/`, as the screens use them. */
export function realWizard(wizardId: string) {
  return compileWizard(loadSchemasFromDisk(), wizardId);
}

/** One real step's schema (every `$ref` inlined), ready for StepForm. */
export function realStepSchema(wizardId: string, stepKey: string): RJSFSchema {
  const step = realWizard(wizardId).steps.find((s) => s.key === stepKey);
  if (!step) throw new Error(`no step ${stepKey} in wizard ${wizardId}`);
  return step.schema as RJSFSchema;
}

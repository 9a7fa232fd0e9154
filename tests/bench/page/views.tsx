import { MantineProvider } from '@mantine/core';
import StockForm from '@rjsf/mantine';
import type { RJSFSchema } from '@rjsf/utils';
import type { ReactElement } from 'react';
import { compileWizard } from '../../../src/engine/compileWizard';
import type { CompiledWizard } from '../../../src/engine/compiledWizard';
import type { WizardIo } from '../../../src/engine/buildWizardMachineIo';
import { StepForm } from '../../../src/renderer/StepForm';
import { WizardView } from '../../../src/renderer/WizardView';
import { benchSchemaSource } from './benchSchemas';
import { stockValidator } from './stockValidator';

/** Which engine draws the step: our WizardView, our StepForm alone (render only), or stock RJSF. */
export type BenchKind = 'ours' | 'stepForm' | 'stock';

const noChange = () => {};
const noData = {};

const io: WizardIo = { saveStep: async () => ({ itemId: 'bench' }), submit: async () => {} };
const wizards = new Map<string, CompiledWizard>();

/** Compiled once per page (outside every timing), as the app does when a wizard route loads. */
function wizardFor(id: string): CompiledWizard {
  let wizard = wizards.get(id);
  if (!wizard) {
    wizard = compileWizard(benchSchemaSource, id);
    wizards.set(id, wizard);
  }
  return wizard;
}

/** Warms the wizard compilation so the first timed mount does not pay for ajv. */
export function prepare(ids: readonly string[]): void {
  for (const id of ids) wizardFor(id);
}

/**
 * The element one mount renders: our WizardView on the bench wizard, its StepForm alone, or stock @rjsf/mantine's Form
 * with validator-ajv8 and live validation on the same (inlined) step schema. Both inside Mantine.
 */
export function benchElement(kind: BenchKind, wizardId: string): ReactElement {
  const wizard = wizardFor(wizardId);
  const step = wizard.steps[0];
  if (!step) throw new Error(`${wizardId} has no steps`);
  const body =
    kind === 'ours' ? (
      <WizardView wizard={wizard} io={io} input={{ mode: 'create' }} />
    ) : kind === 'stepForm' ? (
      <StepForm stepKey={step.key} schema={step.schema as RJSFSchema} initialData={noData} onChange={noChange} />
    ) : (
      <StockForm schema={step.schema as RJSFSchema} validator={stockValidator} liveValidate="onChange" />
    );
  return <MantineProvider>{body}</MantineProvider>;
}

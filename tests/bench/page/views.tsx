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

/** The item-list bench step's data: 20 days (DESIGN §9 'a step with an item list of 20 entries'). */
export const LIST_DAYS = Array.from({ length: 20 }, (_, i) => ({
  title: `Day ${i + 1} of practice`,
  description: 'Morning sitting, a walk by the lake, an evening talk on attention and rest. '.repeat(2),
  start: '07:30',
  activities: 3,
}));

// The data a bench step starts with: the item-list step holds its 20 days; the field steps start empty.
const dataFor = (wizardId: string): Record<string, unknown> => (wizardId === 'bench-list' ? { days: LIST_DAYS } : noData);

/**
 * The element one mount renders: our WizardView on the bench wizard, its StepForm alone, or stock @rjsf/mantine's Form
 * with validator-ajv8 and live validation on the same (inlined) step schema. Both inside Mantine.
 */
export function benchElement(kind: BenchKind, wizardId: string): ReactElement {
  const wizard = wizardFor(wizardId);
  const step = wizard.steps[0];
  if (!step) throw new Error(`${wizardId} has no steps`);
  const data = dataFor(wizardId);
  const body =
    kind === 'ours' ? (
      <WizardView wizard={wizard} io={io} input={data === noData ? { mode: 'create' } : { mode: 'edit', itemId: 'bench', data }} />
    ) : kind === 'stepForm' ? (
      <StepForm stepKey={step.key} schema={step.schema as RJSFSchema} initialData={data} onChange={noChange} />
    ) : (
      <StockForm schema={step.schema as RJSFSchema} formData={data} validator={stockValidator} liveValidate="onChange" />
    );
  return <MantineProvider>{body}</MantineProvider>;
}

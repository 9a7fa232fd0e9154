import { MantineProvider } from '@mantine/core';
import StockForm from '@rjsf/mantine';
import type { RJSFSchema } from '@rjsf/utils';
import { useState, type ReactElement } from 'react';
import { compileWizard } from '../../../src/engine/compileWizard';
import type { CompiledWizard } from '../../../src/engine/compiledWizard';
import type { WizardIo } from '../../../src/engine/buildWizardMachineIo';
import type { WizardInput } from '../../../machines/wizardMachine';
import { StepForm } from '../../../src/renderer/StepForm';
import { WizardView } from '../../../src/renderer/WizardView';
import { benchSchemaSource } from './benchSchemas';
import { jsonFormsAjv } from './jsonFormsAjv';
import { jsonFormsElement } from './jsonFormsView';
import { stockValidator } from './stockValidator';

/** Which engine draws the step: our WizardView, our StepForm alone (render only), stock RJSF, or JSON Forms vanilla. */
export type BenchKind = 'ours' | 'stepForm' | 'stock' | 'jsonforms';

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

/** The nested bench step's data: 4 accommodation options of 7 fields, drawn inline by every engine. */
export const NESTED_OPTIONS = Array.from({ length: 4 }, (_, i) => ({
  name: `Option ${i + 1}`,
  description: 'A quiet room under the trees, two beds, shared terrace.',
  room_type: 'private',
  price_one: 120 + i * 10,
  price_two: 200 + i * 10,
  capacity: 2,
  bathroom: i % 2 === 0,
}));

// The data a bench step starts with: the item-list step holds its 20 days, the nested step its 4 options;
// the field steps start empty.
const dataFor = (wizardId: string): Record<string, unknown> =>
  wizardId === 'bench-list' ? { days: LIST_DAYS } : wizardId === 'bench-nested' ? { accommodation_options: NESTED_OPTIONS } : noData;

// A new item (Save & Next, as the typing runs press it), holding the nested step's options; the list step
// is an existing item, as a schedule is edited.
const inputFor = (wizardId: string, data: Record<string, unknown>): WizardInput =>
  wizardId === 'bench-list' ? { mode: 'edit', itemId: 'bench', data } : data === noData ? { mode: 'create' } : { mode: 'create', data };

/**
 * The element one mount renders: our WizardView on the bench wizard, its StepForm alone, stock @rjsf/mantine's Form
 * with validator-ajv8 and live validation on the same (inlined) step schema (these inside Mantine), or JSON Forms
 * vanilla on that schema (plain HTML, no Mantine).
 */
export function benchElement(kind: BenchKind, wizardId: string): ReactElement {
  const wizard = wizardFor(wizardId);
  const step = wizard.steps[0];
  if (!step) throw new Error(`${wizardId} has no steps`);
  const data = dataFor(wizardId);
  if (kind === 'jsonforms') return jsonFormsElement(step.schema as object, data, jsonFormsAjv);
  const body =
    kind === 'ours' ? (
      <WizardView wizard={wizard} io={io} input={inputFor(wizardId, data)} />
    ) : kind === 'stepForm' ? (
      <StepForm stepKey={step.key} schema={step.schema as RJSFSchema} initialData={data} onChange={noChange} />
    ) : (
      <StockForm schema={step.schema as RJSFSchema} formData={data} validator={stockValidator} liveValidate="onChange" />
    );
  return body;
}

let showStep: ((element: ReactElement | null) => void) | null = null;

/** The page's one MantineProvider, mounted once as the app mounts it: each bench mount swaps only the step inside it. */
function StepSlot(): ReactElement | null {
  const [element, setElement] = useState<ReactElement | null>(null);
  showStep = setElement;
  return element;
}

export const shell = (
  <MantineProvider>
    <StepSlot />
  </MantineProvider>
);

/** Puts `element` (or nothing) in the provider's step slot; call inside flushSync to time it. */
export function setStep(element: ReactElement | null): void {
  if (!showStep) throw new Error('the bench shell is not mounted');
  showStep(element);
}

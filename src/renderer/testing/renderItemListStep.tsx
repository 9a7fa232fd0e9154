import { MantineProvider } from '@mantine/core';
import type { RegistryFieldsType, RJSFSchema } from '@rjsf/utils';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { ItemCollectionsProvider, type ItemCollections } from '../fields/itemList/ItemCollections';
import { setAtPath } from '../fields/itemList/setAtPath';
import { StepContext, type StepContextValue } from '../StepContext';
import { StepForm } from '../StepForm';

interface ItemListStepOptions {
  wizard: CompiledWizard;
  stepKey: string;
  data: Record<string, unknown>;
  restricted?: boolean;
  itemId?: string | null;
  collections?: ItemCollections;
  /** A read-only wizard. */
  disabled?: boolean;
  fields?: RegistryFieldsType;
  /** Around the form (e.g. the media upload provider). */
  wrap?(form: ReactNode): ReactNode;
}

/**
 * One step of a compiled wizard drawn by StepForm inside what WizardView gives its fields (the step's
 * validation, the mode, the item id) and the named collections; `data()` is the latest step data (tests only).
 */
export function renderItemListStep({ wizard, stepKey, data, restricted = false, itemId = 'owner-1', collections = {}, disabled, fields, wrap = (form) => form }: ItemListStepOptions) {
  let current = data;
  const onChange = vi.fn((next: Record<string, unknown>) => {
    current = next;
  });
  const step: StepContextValue = {
    restricted,
    itemId: () => itemId,
    validateWith: (path, value) => wizard.validateStep(stepKey, setAtPath(current, path, value) as Record<string, unknown>),
  };
  const schema = wizard.steps.find((s) => s.key === stepKey)!.schema as RJSFSchema;
  const view = render(
    <MantineProvider env="test">
      <ItemCollectionsProvider collections={collections}>
        <StepContext.Provider value={step}>
          {wrap(<StepForm stepKey={stepKey} schema={schema} initialData={data} onChange={onChange} disabled={disabled} fields={fields} />)}
        </StepContext.Provider>
      </ItemCollectionsProvider>
    </MantineProvider>,
  );
  return { ...view, onChange, data: () => current };
}

// dnd-kit measures rows to move between them; jsdom lays nothing out, so each row gets a 50 px slot by index.
const realRect = Element.prototype.getBoundingClientRect;
/** Lays item rows out 50 px apart for dnd-kit's keyboard moves in jsdom; returns the undo. */
export function layOutItemRows(): () => void {
  Element.prototype.getBoundingClientRect = function rect(this: Element) {
    const row = this.closest('[data-item-row]');
    const top = row ? Number(row.getAttribute('data-item-row')) * 50 : 0;
    return { x: 0, y: top, top, left: 0, width: 400, height: 40, right: 400, bottom: top + 40, toJSON: () => ({}) } as DOMRect;
  };
  return () => {
    Element.prototype.getBoundingClientRect = realRect;
  };
}

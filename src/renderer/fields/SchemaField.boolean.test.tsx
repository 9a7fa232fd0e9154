import { getDefaultRegistry } from '@rjsf/core';
import type { FieldProps, RegistryFieldsType, RJSFSchema } from '@rjsf/utils';
import { act, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FieldErrorContext } from '../FieldErrorContext';
import { createFieldErrorStore } from '../fieldErrorStore';
import { StepForm } from '../StepForm';
import { renderWithTheme } from '../testing/renderWithTheme';

// Yes/no fields take the light path (fields/SchemaField.tsx, planBoolean); RJSF's BooleanField stays the
// reference: the same markup, the same values reported, the same errors at the same field.
const schema = {
  type: 'object',
  required: ['consent'],
  properties: {
    consent: { type: 'boolean', title: 'I agree', description: 'Read the terms first.' },
    bathroom: { type: 'boolean', title: 'Private bathroom' },
    shuttle: { type: 'boolean', title: 'Shuttle', 'x-ui': { widget: 'radio' } },
    rooms: {
      type: 'array',
      title: 'Rooms',
      items: { type: 'object', properties: { shared: { type: 'boolean', title: 'Shared' } } },
    },
  },
} as unknown as RJSFSchema;

// RJSF's own SchemaField for every field: the path the light one replaces (counted, to be sure it drew).
const StockSchemaField = getDefaultRegistry().fields.SchemaField as ComponentType<FieldProps>;
const stockDraws = vi.fn();
const rjsfPath = {
  SchemaField: (props: FieldProps) => {
    stockDraws(props.fieldPathId.$id);
    return <StockSchemaField {...props} />;
  },
} as RegistryFieldsType;

function renderForm(data: Record<string, unknown>, fields?: RegistryFieldsType) {
  const onChange = vi.fn<(data: Record<string, unknown>) => void>();
  const store = createFieldErrorStore();
  const view = renderWithTheme(
    <FieldErrorContext.Provider value={store}>
      <StepForm stepKey="s" schema={schema} initialData={data} onChange={onChange} fields={fields} />
    </FieldErrorContext.Provider>,
  );
  return { ...view, store, last: () => onChange.mock.calls.at(-1)?.[0] };
}

const DATA = { bathroom: true, shuttle: false, rooms: [{ shared: true }, {}] };

describe('SchemaField, yes/no fields', () => {
  it('draws the same markup as RJSF’s BooleanField, with and without errors', () => {
    const light = renderForm(DATA);
    const stock = renderForm(DATA, rjsfPath);
    expect(stockDraws).toHaveBeenCalledWith('s_rooms_1_shared');
    expect(light.container.innerHTML).toBe(stock.container.innerHTML);
    const errors = [
      { pointer: '/consent', message: 'Please agree to the terms.', keyword: 'const' },
      { pointer: '/rooms/1/shared', message: 'Say whether it is shared.', keyword: 'required' },
    ];
    act(() => {
      light.store.set(errors);
      stock.store.set(errors);
    });
    expect(light.container.innerHTML).toBe(stock.container.innerHTML);
    expect(light.container.innerHTML).toContain('Say whether it is shared.');
  });

  it('reports each box and choice at its own path', async () => {
    const user = userEvent.setup();
    const { last } = renderForm(DATA);
    await user.click(screen.getByRole('checkbox', { name: 'I agree *' }));
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.click(screen.getAllByRole('checkbox', { name: 'Shared' })[1]!);
    expect(last()).toEqual({ consent: true, bathroom: true, shuttle: true, rooms: [{ shared: true }, { shared: true }] });
  });

  it('marks the box invalid and described by its message', () => {
    const { store } = renderForm(DATA);
    act(() => store.set([{ pointer: '/consent', message: 'Please agree to the terms.', keyword: 'const' }]));
    const box = screen.getByRole('checkbox', { name: 'I agree *' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Read the terms first. Please agree to the terms.');
  });
});

import Form, { type IChangeEvent } from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { engineValidator } from './engineValidator';
import { fields, templates, widgets } from './registry';
import { mantineTemplates, mantineWidgets } from './rjsfMantineParts';
import { hasStaticShape, StepRjsfForm } from './StepRjsfForm';
import { renderWithTheme } from './testing/renderWithTheme';

// A step whose shape does not depend on its data: text, number, a choice list, a fixed object and an array of objects.
const schema = {
  type: 'object',
  required: ['title'],
  properties: {
    title: { title: 'Title', type: 'string', allOf: [{ minLength: 3 }, { maxLength: 40 }] },
    price: { title: 'Price', type: 'number' },
    kind: { title: 'Kind', type: 'string', oneOf: [{ const: 'A', title: 'First' }, { const: 'B', title: 'Second' }] },
    venue: { title: 'Venue', type: 'object', properties: { name: { title: 'Venue name', type: 'string' }, city: { title: 'City', type: 'string' } } },
    rooms: {
      title: 'Rooms',
      type: 'array',
      minItems: 1,
      items: { type: 'object', required: ['name'], properties: { name: { title: 'Room name', type: 'string' }, beds: { title: 'Beds', type: 'integer' } } },
    },
  },
} as unknown as RJSFSchema;

const INITIAL = { venue: { name: 'Lake house' }, rooms: [{ name: 'Cedar', beds: 1 }, { name: 'Pine' }] };
const BEHAVIOUR = { constAsDefaults: 'never', emptyObjectFields: 'skipEmptyDefaults', arrayMinItems: { populate: 'all' } } as const;
const WIDGETS = { ...mantineWidgets, ...widgets };
const TEMPLATES = { ...mantineTemplates, ...templates };

function renderEngine(Engine: typeof Form | typeof StepRjsfForm, testSchema: RJSFSchema = schema) {
  const reported: Record<string, unknown>[] = [];
  const view = renderWithTheme(
    <Engine
      schema={testSchema}
      idPrefix="step"
      fields={fields}
      widgets={WIDGETS}
      templates={TEMPLATES}
      validator={engineValidator}
      initialFormData={INITIAL}
      experimental_defaultFormStateBehavior={BEHAVIOUR}
      noHtml5Validate
      showErrorList={false}
      onChange={(event: IChangeEvent) => reported.push(event.formData as Record<string, unknown>)}
    />,
  );
  return { reported, view };
}

// The same edits in both engines, one after the other: text, a cleared field, a number, a nested object, an array item.
async function edit() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Title/), 'Sun');
  await user.clear(screen.getByLabelText(/^Title/));
  await user.type(screen.getByLabelText(/^Title/), 'Dawn');
  await user.type(screen.getByLabelText(/^Price/), '12.5');
  await user.type(screen.getByLabelText(/^City/), 'Oslo');
  const rooms = screen.getAllByLabelText(/^Room name/);
  await user.type(rooms[1]!, ' wing');
  await user.clear(screen.getAllByLabelText(/^Beds/)[0]!);
  await user.type(screen.getAllByLabelText(/^Beds/)[1]!, '3');
}

describe('StepRjsfForm', () => {
  it('reports the same data after every edit and draws the same form as RJSF’s own Form', async () => {
    const stock = renderEngine(Form);
    await edit();
    const stockHtml = stock.view.container.innerHTML;
    stock.view.unmount();

    const ours = renderEngine(StepRjsfForm);
    await edit();
    expect(ours.reported.length).toBe(stock.reported.length);
    expect(ours.reported).toEqual(stock.reported);
    expect(ours.view.container.innerHTML).toBe(stockHtml);
    const last = ours.reported.at(-1)!;
    // The number widget reports the typed text; the engine reads it as a number.
    expect(last).toMatchObject({ title: 'Dawn', price: '12.5', venue: { name: 'Lake house', city: 'Oslo' }, rooms: [{ name: 'Cedar' }, { name: 'Pine wing', beds: '3' }] });
  });

  it('writes a typed value without copying the fields it did not touch (no form-wide pass)', async () => {
    const { reported } = renderEngine(StepRjsfForm);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Title/), 'Su');
    const [first, second] = reported.slice(-2) as [Record<string, unknown>, Record<string, unknown>];
    expect(second.title).toBe('Su');
    expect(second.venue).toBe(first.venue);
    expect(second.rooms).toBe(first.rooms);
    // A nested edit copies only its own branch.
    await user.type(screen.getByLabelText(/^City/), 'O');
    const after = reported.at(-1)!;
    expect(after.venue).not.toBe(second.venue);
    expect(after.rooms).toBe(second.rooms);
  });

  it('leaves a schema with data-dependent parts to RJSF', async () => {
    const conditional = { ...schema, allOf: [{ if: { properties: { kind: { const: 'A' } } }, then: { required: ['price'] } }] } as RJSFSchema;
    const { reported } = renderEngine(StepRjsfForm, conditional);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Title/), 'Su');
    const [first, second] = reported.slice(-2) as [Record<string, unknown>, Record<string, unknown>];
    expect(second.title).toBe('Su');
    expect(second.venue).not.toBe(first.venue);
  });

  it('tells static schemas from those RJSF derives something from the data', () => {
    expect(hasStaticShape(schema)).toBe(true);
    const withProperty = (property: object) => ({ type: 'object', properties: { a: property } }) as RJSFSchema;
    expect(hasStaticShape(withProperty({ type: 'string', default: 'x' }))).toBe(false);
    expect(hasStaticShape(withProperty({ $ref: '#/$defs/a' }))).toBe(false);
    expect(hasStaticShape(withProperty({ type: 'object', properties: {}, additionalProperties: { type: 'string' } }))).toBe(false);
    expect(hasStaticShape(withProperty({ type: 'object', properties: {}, additionalProperties: false }))).toBe(true);
    expect(hasStaticShape(withProperty({ oneOf: [{ type: 'object', properties: { b: { type: 'string' } } }, { type: 'string' }] }))).toBe(false);
    expect(hasStaticShape(withProperty({ type: 'array', items: { type: 'string', anyOf: [{ const: 'a', title: 'A' }] } }))).toBe(true);
    expect(hasStaticShape(withProperty({ type: 'string', allOf: [{ if: { minLength: 2 }, then: { maxLength: 4 } }] }))).toBe(false);
    expect(hasStaticShape({ ...withProperty({ type: 'string' }), dependencies: { a: ['b'] } } as RJSFSchema)).toBe(false);
    // A property merely named like a keyword is a property.
    expect(hasStaticShape(withProperty({ type: 'object', properties: { default: { type: 'string' }, if: { type: 'string' } } }))).toBe(true);
  });
});

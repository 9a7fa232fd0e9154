import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { FieldErrorContext } from '../FieldErrorContext';
import { createFieldErrorStore } from '../fieldErrorStore';
import { StepForm } from '../StepForm';
import { renderWithTheme } from '../testing/renderWithTheme';

// Objects with a fixed shape and arrays of them are drawn by the light path (fields/SchemaField.tsx,
// templates/ArrayTemplates.tsx); RJSF's semantics stay the reference: data shape, new items' defaults,
// add/remove/reorder, errors at the nested field, read-only forms.
const schema = {
  type: 'object',
  properties: {
    venue: {
      title: 'Venue',
      type: 'object',
      required: ['name'],
      properties: { name: { title: 'Venue name', type: 'string' }, city: { title: 'City', type: 'string' } },
    },
    rooms: {
      title: 'Rooms',
      type: 'array',
      maxItems: 3,
      items: {
        type: 'object',
        required: ['name'],
        properties: {
          name: { title: 'Room name', type: 'string' },
          beds: { title: 'Beds', type: 'integer', default: 2 },
          shared: { title: 'Shared bathroom', type: 'boolean' },
        },
      },
    },
  },
} as unknown as RJSFSchema;

const ROOMS = [
  { name: 'Cedar', beds: 1 },
  { name: 'Pine', beds: 3 },
];

function renderForm(initialData: Record<string, unknown>, options: { disabled?: boolean } = {}) {
  const onChange = vi.fn();
  const errors = createFieldErrorStore();
  renderWithTheme(
    <FieldErrorContext.Provider value={errors}>
      <StepForm stepKey="nested" schema={schema} initialData={initialData} onChange={onChange} disabled={options.disabled} />
    </FieldErrorContext.Provider>,
  );
  return { onChange, errors, user: userEvent.setup() };
}

const lastData = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0] as Record<string, unknown>;
const roomNames = () => screen.getAllByLabelText(/^Room name/).map((input) => (input as HTMLInputElement).value);

describe('nested objects and arrays of objects', () => {
  it('draws a nested object under its title and reports what is typed at its nested place', async () => {
    const { onChange, user } = renderForm({ venue: { name: 'Lake house' } });
    expect(screen.getByRole('heading', { name: 'Venue' })).toBeTruthy();
    const name = screen.getByLabelText('Venue name *') as HTMLInputElement;
    expect(name.value).toBe('Lake house');
    expect(name.id).toBe('nested_venue_name');
    await user.type(screen.getByLabelText('City'), 'Porto');
    expect(lastData(onChange).venue).toEqual({ name: 'Lake house', city: 'Porto' });
  });

  it('adds an item with its defaults, moves and removes items, and stops adding at maxItems', async () => {
    const { onChange, user } = renderForm({ rooms: ROOMS });
    expect(roomNames()).toEqual(['Cedar', 'Pine']);
    const rooms = screen.getByRole('group', { name: 'Rooms' });
    const moveUp = within(rooms).getAllByTitle('Move up');
    expect((moveUp[0] as HTMLButtonElement).disabled).toBe(true);
    expect((moveUp[1] as HTMLButtonElement).disabled).toBe(false);

    await user.click(within(rooms).getAllByTitle('Move down')[0]!);
    expect(roomNames()).toEqual(['Pine', 'Cedar']);
    expect(lastData(onChange).rooms).toEqual([ROOMS[1], ROOMS[0]]);

    await user.click(within(rooms).getByTitle('Add Item'));
    expect(roomNames()).toEqual(['Pine', 'Cedar', '']);
    expect((lastData(onChange).rooms as unknown[])[2]).toEqual({ beds: 2 });
    // Three of at most three: no more adding.
    expect(within(rooms).queryByTitle('Add Item')).toBeNull();

    await user.type(screen.getAllByLabelText(/^Room name/)[2]!, 'Oak');
    expect((lastData(onChange).rooms as unknown[])[2]).toEqual({ name: 'Oak', beds: 2 });

    await user.click(within(rooms).getAllByTitle('Remove')[0]!);
    expect(roomNames()).toEqual(['Cedar', 'Oak']);
    expect(lastData(onChange).rooms).toEqual([ROOMS[0], { name: 'Oak', beds: 2 }]);
  });

  it("shows an item field's message under that field, as its accessible description", async () => {
    const { errors } = renderForm({ rooms: ROOMS });
    act(() => errors.set([{ pointer: '/rooms/1/name', message: 'Please name the room', keyword: 'required' }]));
    const second = screen.getAllByLabelText(/^Room name/)[1] as HTMLInputElement;
    expect(second.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(second.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Please name the room');
    const first = screen.getAllByLabelText(/^Room name/)[0] as HTMLInputElement;
    expect(first.getAttribute('aria-describedby')).toBeNull();
  });

  it('offers no adding, moving or removing in a read-only form', () => {
    renderForm({ rooms: ROOMS, venue: { name: 'Lake house' } }, { disabled: true });
    const rooms = screen.getByRole('group', { name: 'Rooms' });
    for (const title of ['Move up', 'Move down', 'Remove']) {
      for (const button of within(rooms).getAllByTitle(title)) expect((button as HTMLButtonElement).disabled).toBe(true);
    }
    expect((within(rooms).getByTitle('Add Item') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByLabelText('Venue name *') as HTMLInputElement).disabled).toBe(true);
    expect((screen.getAllByLabelText(/^Room name/)[0] as HTMLInputElement).disabled).toBe(true);
  });
});

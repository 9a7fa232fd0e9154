import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it, vi } from 'vitest';
import { StepForm } from './StepForm';
import { renderWithTheme } from './testing/renderWithTheme';

// What the form reports without the user having filled a list or an object: nothing made up by RJSF's
// defaults (issue 12: a phantom 'Untitled' accommodation option, a step marked unsaved by being opened).
const schema = {
  type: 'object',
  required: ['venue', 'links'],
  properties: {
    choice: { title: 'Choice', type: 'string' },
    venue: {
      title: 'Venue',
      type: 'object',
      required: ['id'],
      properties: { id: { title: 'Venue id', type: 'string' }, region: { type: 'object', properties: { city: { title: 'City', type: 'string' } } } },
    },
    links: {
      title: 'Links',
      type: 'array',
      minItems: 1,
      items: { type: 'object', properties: { value: { title: 'Link', type: 'string' } } },
      'x-ui': { widget: 'itemList', options: { itemName: 'Link', summary: { title: '{value}' } } },
    },
    rooms: {
      title: 'Rooms',
      type: 'array',
      items: { type: 'object', properties: { name: { title: 'Room name', type: 'string' } } },
      'x-ui': { widget: 'itemList', options: { itemName: 'Room', summary: { title: '{name}' } } },
    },
  },
  allOf: [{ if: { required: ['choice'], properties: { choice: { const: 'BOTH' } } }, then: { properties: { rooms: { minItems: 1 } } } }],
} as unknown as RJSFSchema;

function renderForm(initialData: Record<string, unknown> = {}) {
  const onChange = vi.fn();
  renderWithTheme(<StepForm stepKey="defaults" schema={schema} initialData={initialData} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

describe('StepForm defaults', () => {
  it('reports no change and draws no empty item when a step is only opened', async () => {
    const { onChange } = renderForm({ choice: 'BOTH' });
    await screen.findByLabelText(/^Choice/);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByText('Untitled')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Link 1' })).toBeNull();
  });

  it('fills no item list up to its minItems (also a conditional one) and sends an object nobody filled as cleared', async () => {
    const { onChange, user } = renderForm();
    await user.type(await screen.findByLabelText(/^Choice/), 'BOTH');
    const data = onChange.mock.lastCall?.[0] as Record<string, unknown>;
    expect(data.choice).toBe('BOTH');
    expect(data.links ?? []).toEqual([]);
    expect(data.rooms ?? []).toEqual([]);
    expect(data.venue).toBeUndefined();
    expect(screen.queryByText('Untitled')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add room' })).toBeInTheDocument();
  });

  it('keeps what the user filled in an object', async () => {
    const { onChange, user } = renderForm();
    await user.type(await screen.findByLabelText(/^City/), 'Porto');
    expect((onChange.mock.lastCall?.[0] as Record<string, unknown>).venue).toEqual({ region: { city: 'Porto' } });
  });
});

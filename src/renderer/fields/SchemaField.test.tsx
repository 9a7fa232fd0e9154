import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { renderStepForm } from '../testing/renderStepForm';

// Leaves take the short path; a nested object, a leaf whose schema depends on its value and a leaf that still
// points elsewhere (`$ref`) take RJSF's own.
const schema = {
  type: 'object',
  required: ['title'],
  $defs: { alias: { type: 'string', title: 'Alias' } },
  properties: {
    alias: { $ref: '#/$defs/alias' },
    title: { type: 'string', title: 'Title', 'x-ui': { widget: 'text', options: { capitalize: false } } },
    level: { type: 'string', title: 'Level', enum: ['beginner', 'advanced'] },
    note: { type: 'string', title: 'Note', if: { minLength: 3 }, then: { maxLength: 10 }, 'x-ui': { options: { capitalize: false } } },
    venue: {
      type: 'object',
      title: 'Venue',
      properties: { city: { type: 'string', title: 'City', 'x-ui': { options: { capitalize: false } } } },
    },
  },
} as unknown as RJSFSchema;

describe('SchemaField', () => {
  it('draws each leaf with its title, the required mark and the id RJSF would give it', () => {
    renderStepForm(schema);
    expect(screen.getByLabelText('Title *')).toHaveAttribute('id', 's_title');
    expect(screen.getByLabelText('Level')).toHaveAttribute('id', 's_level');
    expect(screen.getByLabelText('City')).toHaveAttribute('id', 's_venue_city');
    expect(screen.getByRole('heading', { name: 'Venue' })).toBeInTheDocument();
  });

  it('reports each value at its own path, nested and data-dependent fields included', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema);
    await user.type(screen.getByLabelText('Title *'), 'calm');
    await user.selectOptions(screen.getByLabelText('Level'), 'advanced');
    await user.type(screen.getByLabelText('Note'), 'quiet');
    await user.type(screen.getByLabelText('City'), 'lyon');
    await user.type(screen.getByLabelText('Alias'), 'Dawn');
    expect(last()).toEqual({ title: 'calm', level: 'advanced', note: 'quiet', venue: { city: 'lyon' }, alias: 'Dawn' });
  });

  it('shows saved values, and clearing a leaf removes it from the data', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema, { title: 'dawn', note: 'kept', venue: { city: 'oslo' } });
    expect(screen.getByLabelText('Title *')).toHaveValue('dawn');
    expect(screen.getByLabelText('Note')).toHaveValue('kept');
    expect(screen.getByLabelText('City')).toHaveValue('oslo');
    await user.clear(screen.getByLabelText('Title *'));
    expect(last()).toEqual({ note: 'kept', venue: { city: 'oslo' } });
  });
});

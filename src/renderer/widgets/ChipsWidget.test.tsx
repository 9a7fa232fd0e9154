import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStepForm } from '../testing/renderStepForm';

const topics = ['calm', 'sleep', 'focus'];
const schema = {
  type: 'object',
  properties: { topics: { type: 'array', title: 'Topics', items: { type: 'string', enum: topics }, 'x-ui': { widget: 'chips' } } },
} as const;

describe('ChipsWidget', () => {
  it('adds a chosen chip at the end and removes it when chosen again', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema, { topics: ['sleep'] });
    expect(screen.getByRole('checkbox', { name: 'sleep' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'calm' }));
    expect(last()).toEqual({ topics: ['sleep', 'calm'] });
    await user.click(screen.getByRole('checkbox', { name: 'sleep' }));
    expect(last()).toEqual({ topics: ['calm'] });
    expect(screen.getByRole('checkbox', { name: 'calm' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'sleep' })).not.toBeChecked();
  });
});

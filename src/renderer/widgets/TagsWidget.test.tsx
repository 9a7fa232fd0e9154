import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStepForm } from '../testing/renderStepForm';

const schema = {
  type: 'object',
  properties: { tags: { type: 'array', title: 'Tags', items: { type: 'string' }, 'x-ui': { widget: 'tags' } } },
} as const;

describe('TagsWidget', () => {
  it('adds a tag on Enter, several at a comma, and keeps duplicates for the engine to judge', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema);
    const input = screen.getByLabelText('Tags');
    await user.type(input, 'yoga{Enter}');
    expect(last()).toEqual({ tags: ['yoga'] });
    await user.type(input, 'calm, sleep,');
    expect(last()).toEqual({ tags: ['yoga', 'calm', 'sleep'] });
    await user.type(input, 'yoga{Enter}');
    expect(last()).toEqual({ tags: ['yoga', 'calm', 'sleep', 'yoga'] });
    expect(input).toHaveValue('');
  });

  it('removes the last tag with Backspace in the empty input, or one tag with its remove button', async () => {
    const user = userEvent.setup();
    const { last, container } = renderStepForm(schema, { tags: ['a', 'b', 'c'] });
    await user.click(screen.getByLabelText('Tags'));
    await user.keyboard('{Backspace}');
    expect(last()).toEqual({ tags: ['a', 'b'] });
    const removeFirst = container.querySelector('.mantine-Pill-remove');
    if (!removeFirst) throw new Error('no remove button');
    await user.click(removeFirst);
    expect(last()).toEqual({ tags: ['b'] });
  });

  it('keeps what was typed when the field is left, and splits a pasted list', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema);
    await user.type(screen.getByLabelText('Tags'), 'breath');
    await user.tab();
    expect(last()).toEqual({ tags: ['breath'] });
    await user.click(screen.getByLabelText('Tags'));
    await user.paste('one, two ,,three');
    expect(last()).toEqual({ tags: ['breath', 'one', 'two', 'three'] });
  });
});

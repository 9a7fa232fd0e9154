import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStepForm } from '../testing/renderStepForm';

const schema = {
  type: 'object',
  properties: { title: { type: 'string', title: 'Title', maxLength: 60, 'x-ui': { widget: 'text', counter: true } } },
} as const;

describe('TextWidget', () => {
  it('capitalises the first letter and counts characters against maxLength', async () => {
    const { last } = renderStepForm(schema);
    expect(screen.getByLabelText('characters used')).toHaveTextContent('0/60');
    await userEvent.type(screen.getByLabelText('Title'), 'calm mind');
    expect(screen.getByLabelText('Title')).toHaveValue('Calm mind');
    expect(last()).toEqual({ title: 'Calm mind' });
    expect(screen.getByLabelText('characters used')).toHaveTextContent('9/60');
  });

  it('suppresses Enter so a single-line field never submits or breaks a line', () => {
    renderStepForm(schema);
    const notPrevented = fireEvent.keyDown(screen.getByLabelText('Title'), { key: 'Enter' });
    expect(notPrevented).toBe(false);
  });

  it('reports a cleared field as absent rather than an empty string', async () => {
    const { last } = renderStepForm(schema, { title: 'Calm' });
    await userEvent.clear(screen.getByLabelText('Title'));
    expect(last()).toEqual({});
  });
});

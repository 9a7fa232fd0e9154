import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { renderStepForm } from '../testing/renderStepForm';

// A string with a format and no widget of ours is drawn by RJSF's own widget for that format, on our base input.
const schema: RJSFSchema = { type: 'object', properties: { contact: { type: 'string', title: 'Contact e-mail', format: 'email' } } };

describe('BaseInputTemplate', () => {
  it('draws an input of the format’s type, reports what is typed and clears to nothing', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema);
    const input = screen.getByLabelText('Contact e-mail');
    expect(input).toHaveAttribute('type', 'email');
    await user.type(input, 'teacher@calm.example');
    expect(last()).toEqual({ contact: 'teacher@calm.example' });
    await user.clear(input);
    expect(last()).toEqual({});
  });
});

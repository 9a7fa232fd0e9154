import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { renderStepForm } from '../testing/renderStepForm';

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    level: { type: 'string', title: 'Level', enum: ['beginner', 'advanced'] },
    size: { type: 'integer', title: 'Size' },
  },
};

describe('SelectWidget and NumberWidget', () => {
  it('picks one enum choice and reports its value; the empty choice clears it', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema);
    await user.selectOptions(screen.getByLabelText('Level'), 'advanced');
    expect(last()).toEqual({ level: 'advanced' });
    await user.selectOptions(screen.getByLabelText('Level'), '');
    expect(last()).toEqual({});
  });

  it('shows a saved choice', () => {
    renderStepForm(schema, { level: 'beginner' });
    expect(screen.getByLabelText('Level')).toHaveDisplayValue('beginner');
  });

  it('takes only number characters and reports a number, or nothing once cleared', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema, { size: 4 });
    const input = screen.getByLabelText('Size');
    expect(input).toHaveValue('4');
    await user.type(input, 'x2.5');
    expect(input).toHaveValue('425');
    expect(last()).toEqual({ size: 425 });
    await user.clear(input);
    expect(last()).toEqual({});
  });
});

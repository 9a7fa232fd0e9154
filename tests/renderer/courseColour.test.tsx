import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStepForm } from '../../src/renderer/testing/renderStepForm';
import { realStepSchema } from './realSteps';

const schema = realStepSchema('course', 'details');
const brand = () => screen.getByRole('textbox', { name: /^Brand colour/ });

describe('course Details: the colour inputs', () => {
  it('show the saved colour', () => {
    renderStepForm(schema, { brand_hex_color: '#2F7A7C' });
    expect(brand()).toHaveValue('#2F7A7C');
  });

  it('take a typed colour once the publisher reaches for them, keeping the focus', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema, { brand_hex_color: '#2F7A7C' });
    await user.click(brand());
    expect(brand()).toHaveFocus();
    await user.clear(brand());
    await user.type(brand(), '#112233');
    expect(last()).toMatchObject({ brand_hex_color: '#112233' });
  });
});

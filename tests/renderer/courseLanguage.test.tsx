import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStepForm } from '../../src/renderer/testing/renderStepForm';
import { realStepSchema } from './realSteps';

const schema = realStepSchema('course', 'details');
const language = () => screen.getByRole('combobox', { name: /^Language/ });

describe('course Details: the language picker', () => {
  it('shows the saved language by its name', () => {
    renderStepForm(schema, { lang: { iso_639_1: 'fr', name: 'French' } });
    expect(language()).toHaveValue('French');
  });

  it('opens the list on a click and stores the code with its name', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema);
    await user.click(language());
    await user.click(await screen.findByRole('option', { name: 'English' }));
    expect(last()).toMatchObject({ lang: { iso_639_1: 'en', name: 'English' } });
    expect(language()).toHaveValue('English');
  });

  it('reached by the keyboard, keeps the focus and lets the publisher search the list', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema);
    language().focus();
    expect(language()).toHaveFocus();
    await user.keyboard('Germ');
    await user.click(await screen.findByRole('option', { name: 'German' }));
    expect(last()).toMatchObject({ lang: { iso_639_1: 'de', name: 'German' } });
  });
});

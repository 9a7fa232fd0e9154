import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStepForm } from '../../src/renderer/testing/renderStepForm';
import { realStepSchema, realWizard } from './realSteps';

describe('course Details: categories', () => {
  it('labels every chip in words and stores the spec id', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(realStepSchema('course', 'details'));
    const group = screen.getAllByRole('group').find((g) => g.id.endsWith('categories'));
    const names = Array.from(group?.querySelectorAll('label') ?? [], (l) => l.textContent);
    expect(names).toHaveLength(21);
    expect(names).toEqual(expect.arrayContaining(['Meditation practice', 'Stress & anxiety', 'Creativity & performance', 'Recovery & healing', 'Life stages', 'Fun experiences', 'Specific use cases', 'Remote work']));
    for (const name of names) expect(name).toMatch(/^[A-Z]/);
    await user.click(screen.getByRole('checkbox', { name: 'Stress & anxiety' }));
    expect(last()).toMatchObject({ categories: ['stressanxiety'] });
  });

  it('keeps the spec message for no category and accepts the stored ids', () => {
    const wizard = realWizard('course');
    const messages = (categories?: unknown) => wizard.validateStep('details', categories === undefined ? {} : { categories }).filter((e) => e.pointer === '/categories').map((e) => e.message);
    expect(messages()).toEqual(['Please select category']);
    expect(messages([])).toEqual(['Please select category']);
    expect(messages(['meditationpractice', 'specificusecases'])).toEqual([]);
  });
});

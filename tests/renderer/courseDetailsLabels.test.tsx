import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderStepForm } from '../../src/renderer/testing/renderStepForm';
import { realStepSchema, realWizard } from './realSteps';

const schema = realStepSchema('course', 'details');
const titles = Object.values(schema.properties ?? {}).flatMap((p) => (typeof p === 'object' && typeof p.title === 'string' ? [p.title] : []));

// Every element that reads as a field's title (with or without the required star).
const titleElements = (container: HTMLElement, title: string) =>
  Array.from(container.querySelectorAll('label, legend, .mantine-InputWrapper-label')).filter((el) => el.textContent?.replace(/\s*\*\s*$/, '').trim() === title);

describe('course Details: one title per field, drawn by the field wrapper', () => {
  it.each(titles)('%s', (title) => {
    const { container } = renderStepForm(schema, { course_type: 'PAID' });
    const found = titleElements(container, title);
    expect(found).toHaveLength(1);
    // The wrapper's title is a plain label in the wrapper's style, never a Mantine input label.
    expect(found[0]!.className).toBe('wizard-field-title');
  });

  it('names the language select by its wrapper title', () => {
    renderStepForm(schema);
    expect(screen.getByRole('combobox', { name: /^Language/ })).toBeInTheDocument();
  });
});

describe('course Details: course type choices', () => {
  it('offers the paid and the workplace-skill type only', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema, { course_type: 'PAID' });
    expect(screen.getAllByRole('radio').map((r) => (r as HTMLInputElement).labels?.[0]?.textContent)).toEqual(['Paid course', 'Workplace skill']);
    await user.click(screen.getByRole('radio', { name: 'Workplace skill' }));
    expect(last()).toMatchObject({ course_type: 'WORKPLACE_SKILL' });
  });

  it('shows a stored older spelling as the workplace-skill type, still stored and still valid', () => {
    const { onChange } = renderStepForm(schema, { course_type: 'WORKSHOP_SKILL' });
    expect(screen.getByRole('radio', { name: 'Workplace skill' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Paid course' })).not.toBeChecked();
    for (const [data] of onChange.mock.calls) expect(data.course_type).toBe('WORKSHOP_SKILL');
    const errors = realWizard('course').validateStep('details', { course_type: 'WORKSHOP_SKILL' });
    expect(errors.filter((e) => e.pointer === '/course_type')).toEqual([]);
  });
});

describe('widgets that could carry a label of their own', () => {
  const widgets = {
    type: 'object',
    properties: {
      opted_in: { type: 'boolean', title: 'Opted in', 'x-ui': { widget: 'toggles' } },
      days: { type: 'array', title: 'Days', uniqueItems: true, items: { type: 'string', enum: ['mon', 'tue'] }, 'x-ui': { widget: 'select' } },
      when: { type: 'string', title: 'When', enum: ['now', 'later'], 'x-ui': { widget: 'radio' } },
    },
  } as unknown as Parameters<typeof renderStepForm>[0];

  it.each(['Opted in', 'Days', 'When'])('%s has the wrapper title only', (title) => {
    const { container } = renderStepForm(widgets);
    const found = titleElements(container, title);
    expect(found).toHaveLength(1);
    expect(found[0]!.className).toBe('wizard-field-title');
  });
});

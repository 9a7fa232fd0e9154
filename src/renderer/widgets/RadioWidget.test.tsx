import { MantineProvider, Radio, Stack } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StepForm } from '../StepForm';
import { markupShape } from '../testing/markupShape';
import { renderStepForm } from '../testing/renderStepForm';
import { renderWithTheme } from '../testing/renderWithTheme';

const schema = {
  type: 'object',
  properties: {
    format: { type: 'string', title: 'Format', enum: ['online', 'in_person', 'hybrid'], 'x-ui': { widget: 'radio' } },
    level: { type: 'integer', title: 'Level', enum: [1, 2, 3], 'x-ui': { widget: 'radio', options: { hiddenChoices: { '3': '2' } } } },
  },
} as unknown as RJSFSchema;

/** The old widget's tree: Mantine's RadioGroup, a Stack and one Radio per choice. */
function mantineGroup(value: string | null, disabled: boolean) {
  const { container } = render(
    <MantineProvider>
      <Radio.Group id="s_format" name="s_format" value={value} readOnly={disabled} onChange={() => {}} aria-describedby="s_format__error">
        <Stack gap="xs">
          {['online', 'in_person', 'hybrid'].map((choice, index) => (
            <Radio key={choice} id={`s_format-${index}`} value={choice} label={choice} disabled={disabled} />
          ))}
        </Stack>
      </Radio.Group>
    </MantineProvider>,
  );
  // The one intended difference: the dot is a round box of Mantine's icon class, not an svg circle.
  for (const svg of container.querySelectorAll(`svg.${Radio.classes.icon}`)) {
    const dot = document.createElement('span');
    dot.className = `${Radio.classes.icon} wizard-radio-dot`;
    dot.setAttribute('aria-hidden', 'true');
    svg.replaceWith(dot);
  }
  // And the group is named by the field's title (Mantine's group takes its name from its own label, which it has none of).
  container.querySelector('[role="radiogroup"]')!.setAttribute('aria-label', 'Format');
  return container.querySelector(`.${Radio.Group.classes.root}`)!;
}

describe('RadioWidget', () => {
  it.each([
    ['nothing picked', {}, false],
    ['a choice picked', { format: 'hybrid' }, false],
    ['a choice picked, read-only wizard', { format: 'in_person' }, true],
  ])("draws Mantine's RadioGroup and Radio markup: %s", (_, data: { format?: string }, disabled) => {
    renderWithTheme(<StepForm stepKey="s" schema={schema} initialData={data} onChange={() => {}} disabled={disabled} />);
    const ours = screen.getByRole('radio', { name: 'online' }).closest(`.${Radio.Group.classes.root}`)!;
    expect(markupShape(ours)).toBe(markupShape(mantineGroup(data.format ?? null, disabled)));
  });

  it('names the group by the field title, so a screen reader entering it hears the question', () => {
    renderWithTheme(<StepForm stepKey="s" schema={schema} initialData={{}} onChange={() => {}} />);
    expect(screen.getByRole('radiogroup', { name: 'Format' })).toContainElement(screen.getByRole('radio', { name: 'online' }));
  });

  it('picks a choice by pointer or arrow keys and keeps the stored type; a hidden choice reads as the one it stands for', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema, { level: 3 });
    expect(screen.getByRole('radio', { name: '2' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: '3' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'in_person' }));
    expect(screen.getByRole('radio', { name: 'in_person' })).toBeChecked();
    expect(last()).toEqual({ level: 3, format: 'in_person' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'hybrid' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'hybrid' })).toHaveFocus();
    expect(last()).toEqual({ level: 3, format: 'hybrid' });
    await user.click(screen.getByRole('radio', { name: '1' }));
    expect(last()).toEqual({ level: 1, format: 'hybrid' });
  });

  it('does not change in a read-only wizard', async () => {
    const user = userEvent.setup();
    renderWithTheme(<StepForm stepKey="s" schema={schema} initialData={{ format: 'online' }} onChange={() => {}} disabled />);
    await user.click(screen.getByRole('radio', { name: 'hybrid' }));
    expect(screen.getByRole('radio', { name: 'hybrid' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'online' })).toBeChecked();
  });

  it('takes a choice that drops the list only once confirmed, and stays on the old one when cancelled', async () => {
    const user = userEvent.setup();
    const guarded = {
      type: 'object',
      properties: {
        rooms: { type: 'array', title: 'Rooms', items: { type: 'string' } },
        housing: {
          type: 'string',
          title: 'Housing',
          enum: ['INCLUDED', 'NOT_INCLUDED'],
          'x-ui': { widget: 'radio', options: { confirmChoice: { value: 'NOT_INCLUDED', field: 'rooms', title: 'Delete rooms?', message: 'They go.', confirm: 'Proceed', cancel: 'Keep' } } },
        },
      },
    } as unknown as RJSFSchema;
    const { last } = renderStepForm(guarded, { housing: 'INCLUDED', rooms: ['Garden'] });
    await user.click(screen.getByRole('radio', { name: 'NOT_INCLUDED' }));
    expect(await screen.findByText('They go.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'INCLUDED' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.getByRole('radio', { name: 'INCLUDED' })).toBeChecked();
    expect(last()?.housing ?? 'INCLUDED').toBe('INCLUDED');
    await user.click(screen.getByRole('radio', { name: 'NOT_INCLUDED' }));
    await user.click(await screen.findByRole('button', { name: 'Proceed' }));
    expect(last()?.housing).toBe('NOT_INCLUDED');
    expect(screen.getByRole('radio', { name: 'NOT_INCLUDED' })).toBeChecked();
  });
});

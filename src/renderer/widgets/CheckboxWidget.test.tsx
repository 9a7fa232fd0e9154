import { Checkbox, MantineProvider } from '@mantine/core';
import type { RJSFSchema } from '@rjsf/utils';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldErrorContext } from '../FieldErrorContext';
import { createFieldErrorStore } from '../fieldErrorStore';
import { StepForm } from '../StepForm';
import { markupShape } from '../testing/markupShape';
import { renderStepForm } from '../testing/renderStepForm';
import { renderWithTheme } from '../testing/renderWithTheme';
import { varsOfClass } from '../varsClass';

const schema = {
  type: 'object',
  required: ['agree'],
  properties: {
    email: { title: 'E-mail notifications', description: 'Messages about your content by e-mail.', type: 'boolean', 'x-ui': { widget: 'checkbox' } },
    push: { title: 'Push notifications', type: 'boolean' },
    agree: { title: 'I agree', type: 'boolean', const: true, 'x-ui': { widget: 'checkbox' } },
  },
} as unknown as RJSFSchema;

describe('CheckboxWidget', () => {
  it('names the box by its title once, beside it, with the description under the title describing the box', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema, { email: true });
    const box = screen.getByRole('checkbox', { name: 'E-mail notifications' });
    expect(box).toBeChecked();
    expect(screen.getAllByText('E-mail notifications')).toHaveLength(1);
    const description = screen.getByText('Messages about your content by e-mail.');
    // The description follows the box and its title (not above them), and is the box's description.
    expect(box.compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByText('E-mail notifications').compareDocumentPosition(description) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box).toHaveAccessibleDescription('Messages about your content by e-mail.');
    // Without a widget named, a boolean is the same checkbox; a required one is marked ' *' like every title.
    expect(screen.getByRole('checkbox', { name: 'Push notifications' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'I agree *' })).toBeInTheDocument();
    await user.click(box);
    expect(last()?.email).toBe(false);
    await user.click(screen.getByRole('checkbox', { name: 'Push notifications' }));
    expect(last()?.push).toBe(true);
  });

  it("is described by the engine's message and marked invalid while it has one", () => {
    const errors = createFieldErrorStore();
    errors.set([{ pointer: '/agree', message: 'Please check the box to confirm that you agree with the statement.', keyword: 'required' }]);
    renderWithTheme(
      <FieldErrorContext.Provider value={errors}>
        <StepForm stepKey="s" schema={schema} initialData={{}} onChange={() => {}} />
      </FieldErrorContext.Provider>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree *' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Please check the box to confirm that you agree with the statement.');
    expect(screen.getByRole('checkbox', { name: 'E-mail notifications' })).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    ['checked, with a description', true, false, false],
    ['unchecked, invalid', false, false, true],
    ['checked, disabled (read-only wizard), invalid', true, true, true],
  ])("draws Mantine's Checkbox markup: %s", (_, checked, disabled, invalid) => {
    const errors = createFieldErrorStore();
    renderWithTheme(
      <FieldErrorContext.Provider value={errors}>
        <StepForm stepKey="s" schema={schema} initialData={{ email: checked }} onChange={() => {}} disabled={disabled} />
      </FieldErrorContext.Provider>,
    );
    if (invalid) act(() => errors.set([{ pointer: '/email', message: 'Say yes.', keyword: 'const' }]));
    const ours = screen.getByRole('checkbox', { name: 'E-mail notifications' }).closest('.wizard-field')!.firstElementChild!;
    const mantine = render(
      <MantineProvider>
        <Checkbox
          id="s_email"
          name="email"
          label="E-mail notifications"
          description="Messages about your content by e-mail."
          checked={checked}
          disabled={disabled}
          error={invalid || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 's_email__error' : undefined}
          onChange={() => {}}
        />
      </MantineProvider>,
    ).container.querySelector('div')!;
    // Checkbox's own root class is not exported (`Checkbox.classes.root` is InlineInput's, which both roots
    // carry): ours has `wizard-checkbox`, which declares that class's variables, in its place. Ours also has the class
    // of its theme variables (varsClass.ts), which markupShape reads as the inline style Mantine writes.
    const classesOf = (element: Element) => [...element.classList].filter((c) => !c.startsWith('mantine-') && !varsOfClass(c));
    const unexported = classesOf(mantine).filter((c) => !ours.classList.contains(c));
    expect(unexported).toHaveLength(1);
    expect(classesOf(ours).filter((c) => !mantine.classList.contains(c))).toEqual(['wizard-checkbox']);
    expect(classesOf(ours)).toContain(Checkbox.classes.root);
    ours.classList.replace('wizard-checkbox', unexported[0]!);
    expect(markupShape(ours)).toBe(markupShape(mantine));
  });

  it('toggles from the keyboard and not while disabled', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema, { email: true });
    const box = screen.getByRole('checkbox', { name: 'E-mail notifications' });
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(last()?.email).toBe(false);
    await user.keyboard(' ');
    expect(last()?.email).toBe(true);
    renderWithTheme(<StepForm stepKey="r" schema={schema} initialData={{ push: true }} onChange={() => {}} disabled />);
    const locked = screen.getAllByRole('checkbox', { name: 'Push notifications' })[1]!;
    expect(locked).toBeDisabled();
    expect(locked).toBeChecked();
    await user.click(locked);
    expect(locked).toBeChecked();
  });
});

import type { RJSFSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FieldErrorContext } from '../FieldErrorContext';
import { createFieldErrorStore } from '../fieldErrorStore';
import { StepForm } from '../StepForm';
import { renderStepForm } from '../testing/renderStepForm';
import { renderWithTheme } from '../testing/renderWithTheme';

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
});

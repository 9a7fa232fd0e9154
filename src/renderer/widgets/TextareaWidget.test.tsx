import { screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { FieldErrorContext } from '../FieldErrorContext';
import { createFieldErrorStore } from '../fieldErrorStore';
import { StepForm } from '../StepForm';
import { renderWithTheme } from '../testing/renderWithTheme';

const MESSAGE = 'Please add a subtitle';

// One field drawn by `widget`, with the engine's error on it, as WizardView hands errors to the form.
function renderWithError(widget: string, property: Record<string, unknown>, value: unknown) {
  const schema = { type: 'object', properties: { f: { title: 'Field', ...property, 'x-ui': { widget, counter: true } } } } as RJSFSchema;
  const errors = createFieldErrorStore();
  errors.set([{ pointer: '/f', message: MESSAGE, keyword: 'minLength' }]);
  renderWithTheme(
    <FieldErrorContext.Provider value={errors}>
      <StepForm stepKey="s" schema={schema} initialData={{ f: value }} onChange={() => {}} />
    </FieldErrorContext.Provider>,
  );
}

describe('TextareaWidget errors', () => {
  it("shows the engine's message under the field and exposes it as the textarea's description", () => {
    renderWithError('textarea', { type: 'string', maxLength: 500 }, 'Too short');
    const field = screen.getByLabelText('Field');
    expect(field.tagName).toBe('TEXTAREA');
    expect(screen.getByText(MESSAGE)).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(MESSAGE));
    // The counter stays a description too, and the error comes after the input, as with single-line text.
    expect(field).toHaveAccessibleDescription(expect.stringContaining('9/500'));
    expect(field.compareDocumentPosition(screen.getByText(MESSAGE)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  // Every widget that draws its own error (registry selfErrorWidgets) must show it the same way.
  it.each([
    ['text', { type: 'string', maxLength: 80 }, 'Short'],
    ['number', { type: 'number' }, 3],
    ['color', { type: 'string' }, '#FFFFFF'],
    ['tags', { type: 'array', items: { type: 'string' } }, ['calm']],
    ['date', { type: 'string', format: 'date' }, '2099-06-01'],
  ])('the %s widget shows the message and is described by it', (widget, property, value) => {
    renderWithError(widget, property, value);
    expect(screen.getByText(MESSAGE)).toBeVisible();
    const field = screen.getByLabelText('Field');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(MESSAGE));
  });
});

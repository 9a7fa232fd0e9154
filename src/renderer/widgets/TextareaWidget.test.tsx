import { screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { FieldErrorContext } from '../FieldErrorContext';
import { createFieldErrorStore } from '../fieldErrorStore';
import { StepForm } from '../StepForm';
import { renderWithTheme } from '../testing/renderWithTheme';

const MESSAGE = 'Please add a subtitle';

// One field drawn by `widget`, with the engine's error on it, as WizardView hands errors to the form.
function renderWithError(widget: string | undefined, property: Record<string, unknown>, value: unknown, messages: readonly string[] = [MESSAGE], pointer = '/f') {
  const ui = widget ? { 'x-ui': { widget, counter: true } } : {};
  const schema = { type: 'object', properties: { f: { title: 'Field', ...property, ...ui } } } as RJSFSchema;
  const errors = createFieldErrorStore();
  errors.set(messages.map((message) => ({ pointer, message, keyword: 'minLength' })));
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

  // Two messages of one field: each on a line of its own (a block element per message), both in the control's
  // accessible description, read one after the other ('A B', not 'AB').
  const TWO = ['Please add a subtitle', 'Tags cannot contain spaces'];
  it.each([
    ['textarea', { type: 'string', maxLength: 500 }, 'Too short', '/f'],
    ['text', { type: 'string', maxLength: 80 }, 'Short', '/f'],
    ['number', { type: 'number' }, 3, '/f'],
    ['color', { type: 'string' }, '#FFFFFF', '/f'],
    ['tags', { type: 'array', items: { type: 'string' } }, ['calm'], '/f'],
    ['date', { type: 'string', format: 'date' }, '2099-06-01', '/f'],
    [undefined, { type: 'string', enum: ['a', 'b'] }, 'a', '/f'],
    [undefined, { type: 'string', format: 'email' }, 'a@b', '/f'],
    ['textList', { type: 'array', maxItems: 2, items: { type: 'string' } }, ['x', 'y'], '/f/1'],
  ])('the %s widget (%j) shows several messages as separate lines, all describing the control', (widget, property, value, pointer) => {
    renderWithError(widget, property, value, TWO, pointer);
    const lines = TWO.map((message) => screen.getByText(message));
    for (const line of lines) {
      expect(line).toBeVisible();
      expect(getComputedStyle(line).display).toBe('block');
    }
    expect(lines[0]).not.toBe(lines[1]);
    expect(lines[0]!.parentElement).toBe(lines[1]!.parentElement);
    const field = pointer === '/f' ? screen.getByLabelText('Field') : screen.getByLabelText(/Field 2/);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(TWO.join(' ')));
  });
});

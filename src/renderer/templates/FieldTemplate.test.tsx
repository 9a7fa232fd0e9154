import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldErrorContext } from '../FieldErrorContext';
import { createFieldErrorStore } from '../fieldErrorStore';
import { StepForm } from '../StepForm';
import { renderWithTheme } from '../testing/renderWithTheme';

// An uploader as the screens register it: a hidden file input and a button, none of which carries the message.
function ImageUploadField({ fieldPathId }: FieldProps) {
  return (
    <div>
      <input id={fieldPathId.$id} type="file" hidden />
      <button type="button">Select image</button>
    </div>
  );
}
const fields = { ImageUploadField };
const schema = { type: 'object', properties: { course_image: { title: 'Course image', type: 'object', 'x-ui': { widget: 'imageUpload' } } } } as unknown as RJSFSchema;

function renderWith(messages: string[]) {
  const errors = createFieldErrorStore();
  errors.set(messages.map((message) => ({ pointer: '/course_image', message, keyword: 'required' })));
  renderWithTheme(
    <FieldErrorContext.Provider value={errors}>
      <StepForm stepKey="promo" schema={schema} initialData={{}} onChange={() => {}} fields={fields} />
    </FieldErrorContext.Provider>,
  );
}

describe('FieldTemplate around an uploader', () => {
  it("groups the uploader's controls under its title, described by its message", () => {
    renderWith(['Please upload the course image']);
    const group = screen.getByRole('group', { name: 'Course image' });
    expect(group).toHaveAccessibleDescription('Please upload the course image');
    expect(group).toContainElement(screen.getByRole('button', { name: 'Select image' }));
  });

  it('has no description without a message', () => {
    renderWith([]);
    expect(screen.getByRole('group', { name: 'Course image' })).not.toHaveAccessibleDescription();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { engineValidator } from './engineValidator';
import type { FieldProps, RJSFSchema } from '@rjsf/utils';
import { StepForm } from './StepForm';
import { renderStepForm } from './testing/renderStepForm';
import { renderWithTheme } from './testing/renderWithTheme';
import { widgets } from './registry';
import { lazyColorInput } from '../lib/ui/lazyOverlays';

const options = ['calm', 'sleep'];
const schema = {
  type: 'object',
  properties: {
    chips: { type: 'array', title: 'Chips', items: { type: 'string', enum: options }, 'x-ui': { widget: 'chips' } },
    toggles: { type: 'array', title: 'Toggles', items: { type: 'string', enum: options }, 'x-ui': { widget: 'toggles' } },
    tags: { type: 'array', title: 'Tags', items: { type: 'string' }, 'x-ui': { widget: 'tags' } },
    colour: { type: 'string', title: 'Colour', 'x-ui': { widget: 'color' } },
    day: { type: 'string', title: 'Day', format: 'date' },
    size: { type: 'integer', title: 'Size', maximum: 200 },
    notes: { type: 'string', title: 'Notes', 'x-ui': { widget: 'textarea', hint: 'Anything the team should know.' } },
  },
} as const;

describe('widget registry', () => {
  it('keys every widget by its export name', () => {
    for (const [key, widget] of Object.entries(widgets)) expect(widget.name).toBe(key);
  });

  it('draws each x-ui widget and reports what the user picks', async () => {
    const user = userEvent.setup();
    const { last } = renderStepForm(schema);
    await user.click(screen.getByRole('checkbox', { name: 'calm' }));
    expect(last()).toMatchObject({ chips: ['calm'] });
    await user.click(screen.getByRole('switch', { name: 'sleep' }));
    expect(last()).toMatchObject({ toggles: ['sleep'] });
    await user.type(screen.getByLabelText('Tags'), 'yoga{Enter}');
    expect(last()).toMatchObject({ tags: ['yoga'] });
    // ColorInput is its own module, fetched when the field first draws; typed into once it is here.
    await lazyColorInput.preload();
    await user.type(screen.getByLabelText('Colour'), '#2F7A7C');
    expect(last()).toMatchObject({ colour: '#2F7A7C' });
    expect(screen.getByLabelText('Day')).toBeInTheDocument();
    // Out of range stays as typed: the engine, not the input, says what is wrong.
    await user.type(screen.getByLabelText('Size'), '500');
    await user.tab();
    expect(last()).toMatchObject({ size: 500 });
  });

  it('shows the hover hint of a field title at most 650 px wide', async () => {
    const user = userEvent.setup();
    renderStepForm(schema);
    await user.hover(screen.getByText('Notes'));
    const hint = await screen.findByText('Anything the team should know.');
    expect(hint.getAttribute('style')).toContain('40.625rem');
  });

  it('never runs RJSF validation while the user types', async () => {
    const validate = vi.spyOn(engineValidator, 'validateFormData');
    renderStepForm(schema);
    await userEvent.type(screen.getByLabelText('Notes'), 'Quiet room');
    expect(validate).not.toHaveBeenCalled();
  });

  it('draws an upload hint with the field the screen registers, and takes extra uiSchema', () => {
    function ImageUploadField(props: FieldProps) {
      return <p>{`uploader for ${String(props.schema.title)} (${String(props.uiSchema?.['ui:options']?.folder)})`}</p>;
    }
    const upload = { type: 'object', properties: { photo: { type: 'object', title: 'Photo', 'x-ui': { widget: 'imageUpload' } } } } as const;
    renderWithTheme(
      <StepForm stepKey="s" schema={upload} initialData={{}} onChange={() => {}} fields={{ ImageUploadField }} uiSchema={{ photo: { 'ui:options': { folder: 'u/1' } } }} />,
    );
    expect(screen.getByText('uploader for Photo (u/1)')).toBeInTheDocument();
  });

  it('picks a language as one choice that sets both code and name', async () => {
    const user = userEvent.setup();
    const lang: RJSFSchema = {
      type: 'object',
      properties: {
        lang: {
          type: 'object',
          title: 'Language',
          properties: { iso_639_1: { type: 'string', anyOf: [{ const: 'en', title: 'English' }, { const: 'de', title: 'German' }] }, name: { type: 'string' } },
        },
      },
    };
    const { last } = renderStepForm(lang);
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select).toHaveValue('');
    await user.click(select);
    // Mantine's Select arrives as its own module (lazyOverlays) and mounts open for the press.
    await user.click(await screen.findByRole('option', { name: 'German' }));
    expect(last()).toEqual({ lang: { iso_639_1: 'de', name: 'German' } });
  });
});

import { ActionIcon, createTheme, DEFAULT_THEME, defaultVariantColorsResolver, MantineProvider, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { theme as appTheme } from '../../app/theme';
import { StepForm } from '../StepForm';
import { renderWithTheme } from '../testing/renderWithTheme';
import { varsOfClass } from '../varsClass';
import { lightButtonTemplates } from './ArrayTemplates';

/** The variables an element carries: its var class's declarations and any inline custom properties (markupShape's reading). */
function variablesOf(element: Element): Record<string, string> {
  const fromClasses = [...element.classList].map((name) => varsOfClass(name) ?? {});
  const inline = Object.fromEntries([...(element as HTMLElement).style].filter((name) => name.startsWith('--')).map((name) => [name, (element as HTMLElement).style.getPropertyValue(name).trim()]));
  return Object.assign({}, ...fromClasses, inline) as Record<string, string>;
}

const actionIcon = (theme: MantineTheme, size: string, color?: string) =>
  Object.fromEntries(Object.entries(ActionIcon.varsResolver!(theme, { size, variant: 'subtle', color } as never, {} as never).root).filter(([, v]) => v !== undefined));

const themes: Record<string, MantineTheme> = {
  'Mantine default (blue)': DEFAULT_THEME,
  'app (teal, its own variant colours)': mergeMantineTheme(DEFAULT_THEME, appTheme),
  grape: mergeMantineTheme(DEFAULT_THEME, createTheme({ primaryColor: 'grape' })),
  'own subtle hover colour': mergeMantineTheme(DEFAULT_THEME, createTheme({ variantColorResolver: (input) => ({ ...defaultVariantColorsResolver(input), hover: 'pink' }) })),
};

const registry = { translateString: (text: string) => text } as never;

describe('array buttons carry the variables ActionIcon gives them', () => {
  for (const [name, theme] of Object.entries(themes)) {
    it(`in the ${name} theme`, () => {
      render(
        <MantineProvider theme={theme}>
          <lightButtonTemplates.RemoveButton id="remove" onClick={() => {}} registry={registry} />
          <lightButtonTemplates.AddButton id="add" iconType="md" onClick={() => {}} registry={registry} />
        </MantineProvider>,
      );
      expect(variablesOf(document.getElementById('remove')!)).toEqual(actionIcon(mergeMantineTheme(DEFAULT_THEME, theme), 'sm', 'red'));
      expect(variablesOf(document.getElementById('add')!)).toEqual(actionIcon(mergeMantineTheme(DEFAULT_THEME, theme), 'md'));
      cleanup();
    });
  }
});

describe('array buttons and items', () => {
  const schema = {
    type: 'object',
    properties: { rooms: { title: 'Rooms', type: 'array', items: { type: 'object', properties: { name: { title: 'Room name', type: 'string' } } } } },
  } as unknown as RJSFSchema;

  it('names each button by its title and draws its icon without content (no svg for a reader to meet)', () => {
    renderWithTheme(<StepForm stepKey="rooms" schema={schema} initialData={{ rooms: [{ name: 'Cedar' }, { name: 'Pine' }] }} onChange={() => {}} />);
    for (const name of ['Move up', 'Move down', 'Remove', 'Add Item']) {
      for (const button of screen.getAllByRole('button', { name })) {
        expect(button.querySelector('svg')).toBeNull();
        expect(button.children).toHaveLength(1);
        expect(button.firstElementChild!.childNodes).toHaveLength(0);
      }
    }
  });

  it("keeps an item's field and its buttons in one row, the buttons after the field", () => {
    renderWithTheme(<StepForm stepKey="rooms" schema={schema} initialData={{ rooms: [{ name: 'Cedar' }, { name: 'Pine' }] }} onChange={() => {}} />);
    const row = screen.getAllByLabelText('Room name')[0]!.closest('.wizard-array-item')!;
    expect([...row.children].map((child) => child.tagName)).toEqual(['DIV', 'BUTTON', 'BUTTON', 'BUTTON']);
  });
});

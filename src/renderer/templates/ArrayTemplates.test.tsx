import { ActionIcon, createTheme, DEFAULT_THEME, defaultCssVariablesResolver, defaultVariantColorsResolver, mergeMantineTheme, type MantineTheme } from '@mantine/core';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { theme as appTheme } from '../../app/theme';
import { StepForm } from '../StepForm';
import { renderWithTheme } from '../testing/renderWithTheme';
import { arrayButtonClass } from './ArrayTemplates';

const css = readFileSync(join(process.cwd(), 'src/renderer/templates/arrayTemplates.css'), 'utf8');

/** The custom properties one rule of arrayTemplates.css declares. */
function declared(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no rule ${selector}`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return Object.fromEntries([...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

/** What a button's variables come to in `theme`: the rules its classes and data-size match, Mantine's primary-colour variables resolved. */
function stylesheetVars(theme: MantineTheme, classes: string, size: string): Record<string, string> {
  const rules = [declared('.wizard-array-button[data-variant]')];
  if (size === 'md') rules.push(declared(".wizard-array-button[data-size='md']"));
  if (classes.includes('wizard-array-button-red')) rules.push(declared('.wizard-array-button-red[data-variant]'));
  const primary = defaultCssVariablesResolver(theme).variables as Record<string, string>;
  const vars = Object.assign({}, ...rules) as Record<string, string>;
  return Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, v.replace(/^var\((--mantine-primary-color-[\w-]+)\)$/, (_, name: string) => primary[name] ?? v)]));
}

const actionIcon = (theme: MantineTheme, size: string, color?: string) =>
  Object.fromEntries(Object.entries(ActionIcon.varsResolver!(theme, { size, variant: 'subtle', color } as never, {} as never).root).filter(([, v]) => v !== undefined));

const themes: Record<string, MantineTheme> = {
  'Mantine default (blue)': DEFAULT_THEME,
  'app (teal, its own variant colours)': mergeMantineTheme(DEFAULT_THEME, appTheme),
  grape: mergeMantineTheme(DEFAULT_THEME, createTheme({ primaryColor: 'grape' })),
};

describe('array buttons stated by classes', () => {
  for (const [name, theme] of Object.entries(themes)) {
    it(`gives the variables ActionIcon gives, in the ${name} theme`, () => {
      for (const [size, color] of [['sm', undefined], ['md', undefined], ['sm', 'red'], ['md', 'red']] as const) {
        const classes = arrayButtonClass(theme, size, color);
        expect(classes).not.toBeNull();
        expect(stylesheetVars(theme, classes!, size)).toEqual(actionIcon(theme, size, color));
      }
    });
  }

  it('falls back to inline variables where the theme colours subtle buttons otherwise, or for other sizes and colours', () => {
    const custom = mergeMantineTheme(
      DEFAULT_THEME,
      createTheme({ variantColorResolver: (input) => ({ ...defaultVariantColorsResolver(input), hover: 'pink' }) }),
    );
    expect(arrayButtonClass(custom, 'sm', undefined)).toBeNull();
    expect(arrayButtonClass(DEFAULT_THEME, 'lg', undefined)).toBeNull();
    expect(arrayButtonClass(DEFAULT_THEME, 'sm', 'grape')).toBeNull();
  });
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

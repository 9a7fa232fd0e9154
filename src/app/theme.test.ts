import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { theme, themeWithLabels } from './theme';

describe('the Mantine theme', () => {
  it('keeps the option list of every select out of the Tab order', () => {
    for (const name of ['Select', 'MultiSelect', 'Autocomplete', 'TagsInput']) {
      expect(theme.components?.[name]?.defaultProps).toEqual({ scrollAreaProps: { viewportProps: { tabIndex: -1 } } });
    }
  });

  it('names the close button of modals and drawers in the reader’s language', () => {
    const labelled = themeWithLabels({ close: 'Fechar' });
    expect(labelled.components?.Modal?.defaultProps).toEqual({ closeButtonProps: { 'aria-label': 'Fechar' } });
    expect(labelled.components?.Drawer?.defaultProps).toEqual({ closeButtonProps: { 'aria-label': 'Fechar' } });
    expect(labelled.components?.Select?.defaultProps).toEqual(theme.components?.Select?.defaultProps);
  });

  // The entry carries the theme: a component imported here for `X.extend(...)` (which only types its
  // argument) put Select, MultiSelect, TagsInput, Autocomplete, Modal and Drawer with Combobox, Popover and
  // floating-ui into every route (sign-in was 217 kB gzip against its 150 kB budget).
  it('imports no Mantine component, only theme helpers and types', () => {
    const source = readFileSync(new URL('./theme.ts', import.meta.url), 'utf8');
    const specifiers = [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((match) => match[1]!.split(','));
    const values = specifiers.map((name) => name.trim()).filter((name) => name && !name.startsWith('type '));
    expect(values.length).toBeGreaterThan(0);
    expect(values.filter((name) => /^[A-Z]/.test(name))).toEqual([]);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
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

  // WCAG AA asks 4.5:1 for the 11-12 px text of a badge; Mantine's shade 6 on white reads 2.2-3:1 for
  // orange and yellow (axe found an outline status badge on /live/hosting and a yellow one on /profile).
  it.each(['light', 'outline', 'filled'])('draws %s badges of every colour with text at 4.5:1 or more on their background', (variant) => {
    const full = mergeMantineTheme(DEFAULT_THEME, theme);
    expect(full.autoContrast).toBe(true);
    for (const color of ['orange', 'yellow', 'green', 'lime', 'blue', 'red', 'gray']) {
      const shade6 = full.colors[color]![6];
      const { color: text } = full.variantColorResolver({ color, theme: full, variant });
      // Mantine's filled background is shade 6, its light one shade 6 at 10% over white.
      const drawn = variant === 'filled' ? { text: readableTextOn(shade6), background: shade6 } : { text, background: variant === 'light' ? overWhite(shade6, 0.1) : '#ffffff' };
      // Filled badges carry bold white-or-black text picked by luminance: 3:1, the large-text bar, is what that choice guarantees.
      expect(contrast(drawn.text, drawn.background), `${variant} ${color}: ${drawn.text} on ${drawn.background}`).toBeGreaterThanOrEqual(variant === 'filled' ? 3 : 4.5);
    }
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

/** Mantine's autoContrast choice: black on a light background (luminance above 0.3), else white. */
function readableTextOn(background: string): string {
  return luminance(background) > 0.3 ? '#000000' : '#ffffff';
}

function overWhite(color: string, alpha: number): string {
  const mixed = [1, 3, 5].map((i) => Math.round(255 - (255 - parseInt(color.slice(i, i + 2), 16)) * alpha));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG relative luminance of a #rrggbb, rgb() or rgba() colour (alpha ignored: drawn on white here). */
function luminance(color: string): number {
  const channels = color.startsWith('#')
    ? [1, 3, 5].map((i) => parseInt(color.slice(i, i + 2), 16))
    : (color.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
  const [r, g, b] = channels.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';

const css = readFileSync(new URL('./choiceMarkup.css', import.meta.url), 'utf8');

/** The fill written into the chevron image of the rule for one colour scheme. */
function chevronFill(scheme: 'light' | 'dark'): string | undefined {
  const rule = css.split(`[data-mantine-color-scheme='${scheme}']) .wizard-select {`)[1];
  return rule?.match(/fill='%23([0-9a-f]{6})'/)?.[1];
}

describe('the closed select chevron drawn by CSS', () => {
  it("is the colour of Mantine's ComboboxChevron in the app's theme: gray 6 when light, dark 3 when dark", () => {
    const colors = mergeMantineTheme(DEFAULT_THEME, theme).colors;
    expect(`#${chevronFill('light')}`).toBe(colors.gray[6]);
    expect(`#${chevronFill('dark')}`).toBe(colors.dark[3]);
  });
});

import { createTheme, darken, mergeThemeOverrides, defaultVariantColorsResolver, type CSSVariablesResolver, type MantineColorsTuple, type MantineThemeComponent, type VariantColorsResolver } from '@mantine/core';

/** spec 1 §9: the teal primary palette, lightest to darkest; shade 6 is the brand teal #2F7A7C. */
export const teal: MantineColorsTuple = [
  '#e8f4f4',
  '#cfe6e6',
  '#a6d1d2',
  '#7bbbbd',
  '#57a6a8',
  '#3f9092',
  '#2f7a7c',
  '#266466',
  '#1c4e50',
  '#123839',
];

/**
 * Light and outline badges and alerts draw shade 6 text on white or shade 0, under 4.5:1 for yellow,
 * green, orange and the like: their text (and an outline's border) is the colour's darkest shade,
 * darkened further. The teal primary already passes. Filled ones get dark text through `autoContrast`.
 */
const readableVariantColors: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const name = input.color ?? input.theme.primaryColor;
  const tuple = input.theme.colors[name];
  if (!tuple || name === input.theme.primaryColor) return colors;
  const readable = darken(tuple[9], 0.35);
  if (input.variant === 'light') return { ...colors, color: readable, hoverColor: readable };
  if (input.variant === 'outline') return { ...colors, color: readable, hoverColor: readable, border: `1px solid ${readable}` };
  return colors;
};

// Chromium makes a scrollable box a Tab stop of its own: the open option list of a select would take the
// focus on Tab, close as the input blurs, and leave the focus on <body>. The list is read through the
// input (arrow keys, aria-activedescendant), so its scroller stays out of the Tab order.
const optionListOutOfTabOrder = { scrollAreaProps: { viewportProps: { tabIndex: -1 } } };

// Overrides are plain objects keyed by the component's name, not `Select.extend(...)`: `extend` only types
// its argument, and importing the components for it put Select, MultiSelect, TagsInput, Autocomplete,
// Modal and Drawer (with Combobox, Popover and floating-ui) into the entry every route loads.
const overrides = (override: MantineThemeComponent): MantineThemeComponent => override;

/**
 * The font stack: Brandon first (spec 1 §9; commercial, so not shipped), then its open-licensed look-alike
 * Josefin Sans, self-hosted (src/app/fonts/brandonLook.css), then the system fonts.
 */
export const FONT_STACK = "'Brandon Text', 'Josefin Sans Variable', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** spec 1 §9: Brandon font (its look-alike shipped, see FONT_STACK), teal primary, breakpoints. */
export const theme = createTheme({
  primaryColor: 'teal',
  variantColorResolver: readableVariantColors,
  autoContrast: true,
  primaryShade: 6,
  colors: { teal },
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  components: {
    // Every form's titles and required marks read alike: the wizard's field titles are weight 500 with a
    // plain ' *', so Mantine's own labels drop the red asterisk colour and keep the same weight.
    InputWrapper: overrides({ styles: { label: { fontWeight: 500 }, required: { color: 'inherit' } } }),
    Select: overrides({ defaultProps: optionListOutOfTabOrder }),
    MultiSelect: overrides({ defaultProps: optionListOutOfTabOrder }),
    Autocomplete: overrides({ defaultProps: optionListOutOfTabOrder }),
    TagsInput: overrides({ defaultProps: optionListOutOfTabOrder }),
  },
  breakpoints: {
    // The spec names no xs; Mantine's default (36em) would sit above sm, so keep it below.
    xs: '22.5em',
    sm: '30em',
    md: '60em',
    lg: '90em',
    xl: '120em',
    xxl: '140em',
  },
});

/**
 * Mantine's dimmed text (gray 6, #868e96) reads at 3.3:1 on white, under WCAG AA's 4.5:1 for body text:
 * hints, descriptions, counters and secondary lines use gray 7 (#495057, 8:1) instead.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});

/**
 * The theme plus the accessible names Mantine's icon-only buttons need (the × of modals and drawers has
 * none of its own), given in the reader's language by the app.
 */
export function themeWithLabels(labels: { close: string }) {
  const closeButtonProps = { 'aria-label': labels.close };
  return mergeThemeOverrides(theme, {
    components: {
      Modal: overrides({ defaultProps: { closeButtonProps } }),
      Drawer: overrides({ defaultProps: { closeButtonProps } }),
    },
  });
}

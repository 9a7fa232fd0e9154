import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

/** spec 1 §9: Brandon font (not shipped: the system fallbacks take over), teal primary, breakpoints. */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 6,
  colors: { teal },
  fontFamily: "'Brandon Text', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "'Brandon Text', -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif" },
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

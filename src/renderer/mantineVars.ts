import type { MantineTheme } from '@mantine/core';
import type { CSSProperties } from 'react';

type VarsResolver = (theme: MantineTheme, props: object, ctx: object) => { root: Record<string, string | undefined> };

// Per theme, the variables each key's props resolve to: worked out once, not per element per mount.
const resolved = new WeakMap<MantineTheme, Map<string, CSSProperties>>();

/**
 * The CSS variables a Mantine component's own `varsResolver` gives its root for `props`, for markup drawn
 * without the component (the light inputs, array buttons, item rows, wizard chrome). `key` names the
 * component and props (the same key must always come with the same props); the result is cached per theme.
 */
export function mantineVars(theme: MantineTheme, key: string, resolver: unknown, props: object): CSSProperties {
  let byKey = resolved.get(theme);
  if (!byKey) resolved.set(theme, (byKey = new Map()));
  let style = byKey.get(key);
  if (!style) {
    const vars = (resolver as VarsResolver)(theme, props, {}).root;
    style = Object.fromEntries(Object.entries(vars).filter(([, value]) => value !== undefined)) as CSSProperties;
    byKey.set(key, style);
  }
  return style;
}

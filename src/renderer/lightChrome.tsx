import { Button, Group, Stack, UnstyledButton, type MantineTheme } from '@mantine/core';
import type { CSSProperties, MouseEventHandler, ReactNode } from 'react';
import { mantineVars } from './mantineVars';

/*
 * The wizard's step bar, its button rows and its plain buttons as Mantine's markup (its hashed and static
 * classes, data attributes and theme variables) rather than its components: each Button is four components
 * (Button, Box, UnstyledButton, Box) resolving style props and variants, and its loader's Transition asks the
 * browser for `prefers-reduced-motion` on every mount. Same DOM, same look. A button that takes `loading`
 * keeps Mantine's Button (its loader and the loader's transition are the component's own).
 */

type Justify = 'flex-start' | 'space-between';

/** Mantine's Group (gap md unless named, items centred, wrapping) as a div, or the element named. */
export function groupProps(theme: MantineTheme, justify: Justify = 'flex-start', gap: 'xs' | 'md' = 'md'): { className: string; style: CSSProperties } {
  const props = { justify, gap, preventGrowOverflow: true, wrap: 'wrap', align: 'center', grow: false };
  return { className: `${Group.classes.root} mantine-Group-root`, style: mantineVars(theme, `group/${justify}/${gap}`, Group.varsResolver, props) };
}

/** Mantine's Stack (gap md, stretched) as a div's props, with extra style (a maximum width). */
export function stackProps(theme: MantineTheme, extra: CSSProperties): { className: string; style: CSSProperties } {
  const vars = mantineVars(theme, 'stack', Stack.varsResolver, { gap: 'md', align: 'stretch', justify: 'flex-start' });
  return { className: `${Stack.classes.root} mantine-Stack-root`, style: { ...vars, ...extra } };
}

interface LightButtonProps {
  theme: MantineTheme;
  /** Mantine's variants the wizard draws; none is Mantine's default (its filled look without a data-variant). */
  variant?: 'filled' | 'light' | 'default';
  color?: string;
  disabled?: boolean;
  onClick: MouseEventHandler<HTMLButtonElement>;
  rightSection?: ReactNode;
  children: ReactNode;
  'aria-current'?: 'step';
  /** The button's React key, in a list. */
  itemKey?: string;
}

/** Mantine's Button markup for a button that never shows a loader. A plain function: no component of its own. */
export function lightButton({ theme, variant, color, disabled, onClick, rightSection, children, 'aria-current': current, itemKey }: LightButtonProps) {
  const style = mantineVars(theme, `button/${variant ?? ''}/${color ?? ''}`, Button.varsResolver, { variant, color });
  return (
    <button
      key={itemKey}
      className={`mantine-focus-auto${disabled ? '' : ' mantine-active'} ${Button.classes.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`}
      data-variant={variant}
      data-disabled={disabled || undefined}
      data-with-right-section={rightSection ? true : undefined}
      type="button"
      aria-current={current}
      disabled={disabled}
      onClick={onClick}
      style={style}
    >
      <span className={`${Button.classes.inner} mantine-Button-inner`}>
        <span className={`${Button.classes.label} mantine-Button-label`}>{children}</span>
        {rightSection ? (
          <span className={`${Button.classes.section} mantine-Button-section`} data-position="right">
            {rightSection}
          </span>
        ) : null}
      </span>
    </button>
  );
}

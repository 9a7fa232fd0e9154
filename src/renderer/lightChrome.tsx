import { Button, Group, Loader, Stack, Transition, UnstyledButton, type MantineTheme, type MantineTransition } from '@mantine/core';
import { useState, type CSSProperties, type MouseEventHandler, type ReactNode } from 'react';
import { mantineVars } from './mantineVars';
import { styleProps } from './varsClass';

/*
 * The wizard's step bar, its button rows and its plain buttons as Mantine's markup (its hashed and static
 * classes, data attributes and theme variables) rather than its components: each Button is four components
 * (Button, Box, UnstyledButton, Box) resolving style props and variants, and its loader's Transition asks the
 * browser for `prefers-reduced-motion` on every mount. Same DOM, same look. A button that can show a loader
 * (`loading` given) has one small component for it, which mounts Mantine's Transition and Loader the first time
 * the button loads and keeps them, so the loader slides out as Mantine's does.
 */

type Justify = 'flex-start' | 'space-between';

/** Mantine's Group (gap md unless named, items centred, wrapping) as a div's props: its variables as a class (varsClass.ts). */
export function groupProps(theme: MantineTheme, justify: Justify = 'flex-start', gap: 'xs' | 'md' = 'md'): { className: string } {
  const props = { justify, gap, preventGrowOverflow: true, wrap: 'wrap', align: 'center', grow: false };
  return styleProps(`${Group.classes.root} mantine-Group-root`, mantineVars(theme, `group/${justify}/${gap}`, Group.varsResolver, props));
}

/** Mantine's Stack (gap md, stretched) as a div's props, with extra style (a maximum width) inline. */
export function stackProps(theme: MantineTheme, extra: CSSProperties): { className: string; style: CSSProperties } {
  const vars = mantineVars(theme, 'stack', Stack.varsResolver, { gap: 'md', align: 'stretch', justify: 'flex-start' });
  return { className: styleProps(`${Stack.classes.root} mantine-Stack-root`, vars).className, style: extra };
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
  /** Shows Mantine's loader over the label and disables the button (a button that never loads leaves it out). */
  loading?: boolean;
}

// Mantine Button's own loader motion: in from just above the centre, out upwards.
const LOADER_TRANSITION: MantineTransition = {
  in: { opacity: 1, transform: 'translate(-50%, calc(-50% + calc(0.0625rem * var(--mantine-scale))))' },
  out: { opacity: 0, transform: 'translate(-50%, -200%)' },
  common: { transformOrigin: 'center' },
  transitionProperty: 'transform, opacity',
};

/** The loader of a button that can load: nothing until it first loads, then Mantine's Transition around its Loader. */
function ButtonLoader({ loading }: { loading: boolean }) {
  const [used, setUsed] = useState(loading);
  if (loading && !used) setUsed(true);
  if (!used) return null;
  return (
    <Transition mounted={loading} transition={LOADER_TRANSITION} duration={150}>
      {(transitionStyles) => (
        <span className={`${Button.classes.loader} mantine-Button-loader`} style={transitionStyles} aria-hidden>
          <Loader color="var(--button-color)" size="calc(var(--button-height) / 1.8)" />
        </span>
      )}
    </Transition>
  );
}

/** Mantine's Button markup. A plain function: no component of its own (a button that can load has one, its loader). */
export function lightButton({ theme, variant, color, disabled, onClick, rightSection, children, 'aria-current': current, itemKey, loading }: LightButtonProps) {
  const look = styleProps(
    `mantine-focus-auto${disabled || loading ? '' : ' mantine-active'} ${Button.classes.root} mantine-Button-root ${UnstyledButton.classes.root} mantine-UnstyledButton-root`,
    mantineVars(theme, `button/${variant ?? ''}/${color ?? ''}`, Button.varsResolver, { variant, color }),
  );
  return (
    <button
      key={itemKey}
      {...look}
      data-variant={variant}
      data-disabled={disabled || undefined}
      data-loading={loading || undefined}
      data-with-right-section={rightSection ? true : undefined}
      type="button"
      aria-current={current}
      disabled={disabled || loading}
      onClick={onClick}
    >
      {loading === undefined ? null : <ButtonLoader loading={loading} />}
      <span className={`${Button.classes.inner} mantine-Button-inner`}>
        <span className={`${Button.classes.label} mantine-Button-label`} data-loading={loading || undefined}>
          {children}
        </span>
        {rightSection ? (
          <span className={`${Button.classes.section} mantine-Button-section`} data-position="right">
            {rightSection}
          </span>
        ) : null}
      </span>
    </button>
  );
}

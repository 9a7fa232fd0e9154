import { Input } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

const classes = Input.classes;

/** Which Mantine input the frame draws the markup of (its `mantine-{name}-*` static classes). */
export type LightInputName = 'TextInput' | 'Textarea' | 'NativeSelect';

interface LightInputFrameProps {
  id: string;
  name: LightInputName;
  error?: string;
  disabled?: boolean;
  multiline?: boolean;
  /** The input shows a pointer and passes clicks on its right section through (a select's chevron). */
  pointer?: boolean;
  rightSection?: ReactNode;
  /** Width of the right section in px; Mantine's default (the input's height) when absent. */
  rightSectionWidth?: number;
  description?: string;
  /** The `<input>`, `<textarea>` or `<select>` itself. */
  children: ReactNode;
}

const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;
const MESSAGE_SIZE = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';

/** Ids of the frame's description and error, for the input's `aria-describedby`. */
export function describedBy(id: string, error?: string, description?: string): string | undefined {
  return [error ? `${id}-error` : '', description ? `${id}-description` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * Mantine's input wrapper markup (its public `Input.classes`, default size and variant) around one native
 * control, without the components: a large step draws dozens of inputs, and TextInput's or NativeSelect's
 * wrapper, style-prop and variant machinery is most of each one's first-render cost. Same DOM, same look.
 */
export function LightInputFrame({ id, name, error, disabled, multiline, pointer, rightSection, rightSectionWidth, description, children }: LightInputFrameProps) {
  const invalid = error ? true : undefined;
  const withRight = rightSection !== undefined && rightSection !== null;
  const wrapperStyle = {
    ...(error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    ...(multiline ? { '--input-padding-y': 'var(--input-padding-y-sm)' } : {}),
    ...(withRight && rightSectionWidth ? { '--input-right-section-width': rem(rightSectionWidth) } : {}),
    ...(pointer ? { '--input-right-section-pointer-events': 'none' } : {}),
  } as CSSProperties;
  return (
    <div className={`${classes.root} mantine-InputWrapper-root mantine-${name}-root`} data-size="sm" data-error={invalid}>
      <div
        className={`${classes.wrapper} mantine-Input-wrapper mantine-${name}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={invalid}
        data-disabled={disabled || undefined}
        data-pointer={pointer || undefined}
        data-with-right-section={withRight || undefined}
        data-multiline={multiline || undefined}
        style={wrapperStyle}
      >
        {children}
        {withRight ? (
          <div data-position="right" className={`${classes.section} mantine-Input-section mantine-${name}-section`}>
            {rightSection}
          </div>
        ) : null}
      </div>
      {description ? (
        <p
          className={`${classes.description} mantine-InputWrapper-description mantine-${name}-description`}
          data-size="sm"
          id={`${id}-description`}
          style={{ '--input-description-size': MESSAGE_SIZE } as CSSProperties}
        >
          {description}
        </p>
      ) : null}
      {error ? (
        <p className={`${classes.error} mantine-InputWrapper-error mantine-${name}-error`} data-size="sm" id={`${id}-error`} style={{ '--input-error-size': MESSAGE_SIZE } as CSSProperties}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The classes and data attributes Mantine puts on the native control inside the frame. */
export function controlProps(name: LightInputName, error?: string, disabled?: boolean) {
  return {
    className: `${classes.input} mantine-Input-input mantine-${name}-input`,
    'data-variant': 'default',
    'data-error': error ? true : undefined,
    'data-disabled': disabled || undefined,
    'aria-invalid': error ? true : undefined,
  } as const;
}

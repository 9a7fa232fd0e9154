import { ComboboxChevron, Input } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import '../stepForm.css';

const classes = Input.classes;

interface LightInputFrameProps {
  id: string;
  /** The field's message, or one line per message (see errorLines). */
  error?: ReactNode;
  disabled?: boolean;
  multiline?: boolean;
  /** The input shows a pointer and passes clicks on its right section through (a select's chevron). */
  pointer?: boolean;
  /** Drawn inside the input on the left (e.g. a colour swatch); clicks pass through it to the input. */
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** Width of the right section in px; Mantine's default (the input's height) when absent. */
  rightSectionWidth?: number;
  description?: string;
  /** The `<input>`, `<textarea>` or `<select>` itself. */
  children: ReactNode;
}

const CHEVRON_STYLE = { '--combobox-chevron-size': 'var(--combobox-chevron-size-sm)' } as CSSProperties;

/** A closed select's chevron, for the frame's right section: Mantine's small ComboboxChevron markup, without the component. */
export const SELECT_CHEVRON = (
  <svg className={ComboboxChevron.classes.chevron} data-size="sm" data-combobox-chevron="true" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" style={CHEVRON_STYLE}>
    <path
      d="M4.93179 5.43179C4.75605 5.60753 4.75605 5.89245 4.93179 6.06819C5.10753 6.24392 5.39245 6.24392 5.56819 6.06819L7.49999 4.13638L9.43179 6.06819C9.60753 6.24392 9.89245 6.24392 10.0682 6.06819C10.2439 5.89245 10.2439 5.60753 10.0682 5.43179L7.81819 3.18179C7.73379 3.0974 7.61933 3.04999 7.49999 3.04999C7.38064 3.04999 7.26618 3.0974 7.18179 3.18179L4.93179 5.43179ZM10.0682 9.56819C10.2439 9.39245 10.2439 9.10753 10.0682 8.93179C9.89245 8.75606 9.60753 8.75606 9.43179 8.93179L7.49999 10.8636L5.56819 8.93179C5.39245 8.75606 5.10753 8.75606 4.93179 8.93179C4.75605 9.10753 4.75605 9.39245 4.93179 9.56819L7.18179 11.8182C7.35753 11.9939 7.64245 11.9939 7.81819 11.8182L10.0682 9.56819Z"
      fill="currentColor"
      fillRule="evenodd"
      clipRule="evenodd"
    />
  </svg>
);

const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;
const MESSAGE_SIZE = 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))';
const MESSAGE_STYLE = {
  description: { '--input-description-size': MESSAGE_SIZE } as CSSProperties,
  error: { '--input-error-size': MESSAGE_SIZE } as CSSProperties,
};

/** Ids of the frame's description and error, for the input's `aria-describedby`. */
export function describedBy(id: string, error?: ReactNode, description?: string): string | undefined {
  return [error ? `${id}-error` : '', description ? `${id}-description` : ''].filter(Boolean).join(' ') || undefined;
}

/**
 * Mantine's input markup (its public `Input.classes`, default size and variant) around one native control,
 * without the components: a large step draws dozens of inputs, and TextInput's or NativeSelect's wrapper,
 * style-prop and variant machinery is most of each one's first-render cost. Same look. The field wrapper
 * stands in for Mantine's InputWrapper root (it sets the same line height), and only the hashed classes
 * that Mantine's stylesheet targets are set, not its unstyled `mantine-*` names. A plain function (no hooks):
 * the widgets call it directly, so a field pays no component of its own for its frame.
 */
export function inputFrame({ id, error, disabled, multiline, pointer, leftSection, rightSection, rightSectionWidth, description, children }: LightInputFrameProps) {
  const invalid = error ? true : undefined;
  const withRight = rightSection !== undefined && rightSection !== null;
  const withLeft = leftSection !== undefined && leftSection !== null;
  // The default size's height and font size come from the `wizard-input` class; only what varies is inline.
  const wrapperStyle =
    error || multiline || (withRight && rightSectionWidth) || pointer || withLeft
      ? ({
          ...(error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
          ...(multiline ? { '--input-padding-y': 'var(--input-padding-y-sm)' } : {}),
          ...(withRight && rightSectionWidth ? { '--input-right-section-width': rem(rightSectionWidth) } : {}),
          ...(pointer ? { '--input-right-section-pointer-events': 'none' } : {}),
          ...(withLeft ? { '--input-left-section-pointer-events': 'none' } : {}),
        } as CSSProperties)
      : undefined;
  return (
    <>
      <div
        className={`${classes.wrapper} wizard-input`}
        data-variant="default"
        data-size="sm"
        data-error={invalid}
        data-disabled={disabled || undefined}
        data-pointer={pointer || undefined}
        data-with-left-section={withLeft || undefined}
        data-with-right-section={withRight || undefined}
        data-multiline={multiline || undefined}
        style={wrapperStyle}
      >
        {withLeft ? (
          <div data-position="left" className={classes.section}>
            {leftSection}
          </div>
        ) : null}
        {children}
        {withRight ? (
          <div data-position="right" className={classes.section}>
            {rightSection}
          </div>
        ) : null}
      </div>
      {description ? (
        <p className={classes.description} data-size="sm" id={`${id}-description`} style={MESSAGE_STYLE.description}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p className={classes.error} data-size="sm" id={`${id}-error`} style={MESSAGE_STYLE.error}>
          {error}
        </p>
      ) : null}
    </>
  );
}

/** `inputFrame` as a component, for JSX. */
export function LightInputFrame(props: LightInputFrameProps) {
  return inputFrame(props);
}

/** The classes and data attributes Mantine puts on the native control inside the frame. */
export function controlProps(error?: ReactNode, disabled?: boolean) {
  return {
    className: classes.input,
    'data-variant': 'default',
    'data-error': error ? true : undefined,
    'data-disabled': disabled || undefined,
    'aria-invalid': error ? true : undefined,
  } as const;
}

import { Input } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import '../stepForm.css';
import './choiceMarkup.css';
import { styleProps, varsClass } from '../varsClass';

const classes = Input.classes;

interface LightInputFrameProps {
  id: string;
  /** The field's message, or one line per message (see errorLines). */
  error?: ReactNode;
  disabled?: boolean;
  multiline?: boolean;
  /** The input shows a pointer and passes clicks on its right section through (a select's chevron). */
  pointer?: boolean;
  /**
   * A closed select's chevron in the right section (Mantine's small ComboboxChevron), drawn by the wrapper's
   * CSS (`choiceMarkup.css`) rather than as a section, an svg and its path; with `pointer`, as a select has it.
   */
  chevron?: boolean;
  /** Drawn inside the input on the left (e.g. a colour swatch); clicks pass through it to the input. */
  leftSection?: ReactNode;
  rightSection?: ReactNode;
  /** Width of the right section in px; Mantine's default (the input's height) when absent. */
  rightSectionWidth?: number;
  description?: string;
  /** The `<input>`, `<textarea>` or `<select>` itself. */
  children: ReactNode;
}

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
export function inputFrame({ id, error, disabled, multiline, pointer, chevron, leftSection, rightSection, rightSectionWidth, description, children }: LightInputFrameProps) {
  const invalid = error ? true : undefined;
  const withRight = rightSection !== undefined && rightSection !== null;
  const withLeft = leftSection !== undefined && leftSection !== null;
  // The default size's height and font size come from the `wizard-input` class; what varies is a class of its own (varsClass.ts).
  const wrapperVars =
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
        className={`${classes.wrapper} wizard-input${chevron ? ' wizard-select' : ''}${wrapperVars ? ` ${varsClass(wrapperVars)}` : ''}`}
        data-variant="default"
        data-size="sm"
        data-error={invalid}
        data-disabled={disabled || undefined}
        data-pointer={pointer || undefined}
        data-with-left-section={withLeft || undefined}
        data-with-right-section={withRight || chevron || undefined}
        data-multiline={multiline || undefined}
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
        <p {...styleProps(classes.description, MESSAGE_STYLE.description)} data-size="sm" id={`${id}-description`}>
          {description}
        </p>
      ) : null}
      {error ? (
        <p {...styleProps(classes.error, MESSAGE_STYLE.error)} data-size="sm" id={`${id}-error`}>
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

import { Input } from '@mantine/core';
import type { ChangeEvent, CSSProperties, FocusEvent, HTMLAttributes, KeyboardEvent, ReactNode } from 'react';

const classes = Input.classes;

interface LightTextInputProps {
  id: string;
  value: string;
  placeholder?: string;
  disabled?: boolean;
  error?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Drawn inside the input on the right (e.g. the character counter), `rightSectionWidth` px wide. */
  rightSection?: ReactNode;
  rightSectionWidth?: number;
  /** Draws a `<textarea>` of this many rows instead (Mantine's Textarea markup). */
  rows?: number;
  /** Text under the input, before the error (e.g. the textarea's character counter). */
  description?: string;
  onChange(event: ChangeEvent<HTMLInputElement & HTMLTextAreaElement>): void;
  onKeyDown?(event: KeyboardEvent<HTMLInputElement>): void;
  onBlur?(event: FocusEvent<HTMLInputElement & HTMLTextAreaElement>): void;
  onFocus?(event: FocusEvent<HTMLInputElement & HTMLTextAreaElement>): void;
}

const rem = (px: number) => `calc(${px / 16}rem * var(--mantine-scale))`;

/**
 * Mantine's TextInput (or Textarea) markup (its public `Input.classes`, default size and variant) without the
 * component: a large step draws dozens of single-line inputs, and TextInput's wrapper, style-prop and
 * variant machinery is most of each one's first-render cost. Same look, and the error is the input's
 * accessible description, as with TextInput.
 */
export function LightTextInput(props: LightTextInputProps) {
  const { id, value, placeholder, disabled, error, inputMode, rightSection, rightSectionWidth, rows, description, onChange, onKeyDown, onBlur, onFocus } = props;
  const name = rows ? 'Textarea' : 'TextInput';
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const describedBy = [error ? errorId : '', description ? descriptionId : ''].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const withRight = rightSection !== undefined && rightSection !== null;
  const wrapperStyle = {
    ...(error ? { '--input-margin-bottom': 'calc(var(--mantine-spacing-xs) / 2)' } : {}),
    '--input-height': 'var(--input-height-sm)',
    '--input-fz': 'var(--mantine-font-size-sm)',
    ...(rows ? { '--input-padding-y': 'var(--input-padding-y-sm)' } : {}),
    ...(withRight && rightSectionWidth ? { '--input-right-section-width': rem(rightSectionWidth) } : {}),
  } as CSSProperties;
  return (
    <div className={`${classes.root} mantine-InputWrapper-root mantine-${name}-root`} data-size="sm" data-error={invalid}>
      <div
        className={`${classes.wrapper} mantine-Input-wrapper mantine-${name}-wrapper`}
        data-variant="default"
        data-size="sm"
        data-error={invalid}
        data-disabled={disabled || undefined}
        data-with-right-section={withRight || undefined}
        data-multiline={rows ? true : undefined}
        style={wrapperStyle}
      >
        {rows ? (
          <textarea
            className={`${classes.input} mantine-Input-input mantine-Textarea-input`}
            data-variant="default"
            data-error={invalid}
            data-disabled={disabled || undefined}
            id={id}
            value={value}
            rows={rows}
            placeholder={placeholder}
            disabled={disabled}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={onChange}
            onBlur={onBlur}
            onFocus={onFocus}
          />
        ) : (
          <input
            className={`${classes.input} mantine-Input-input mantine-TextInput-input`}
            data-variant="default"
            data-error={invalid}
            data-disabled={disabled || undefined}
            id={id}
            value={value}
            placeholder={placeholder}
            disabled={disabled}
            inputMode={inputMode}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={onChange}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            onFocus={onFocus}
          />
        )}
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
          id={descriptionId}
          style={{ '--input-description-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))' } as CSSProperties}
        >
          {description}
        </p>
      ) : null}
      {error ? (
        <p className={`${classes.error} mantine-InputWrapper-error mantine-${name}-error`} data-size="sm" id={errorId} style={{ '--input-error-size': 'calc(var(--mantine-font-size-sm) - calc(0.125rem * var(--mantine-scale)))' } as CSSProperties}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

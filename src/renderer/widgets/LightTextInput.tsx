import type { ChangeEvent, FocusEvent, HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { controlProps, describedBy, inputFrame } from './LightInputFrame';

interface LightTextInputProps {
  id: string;
  value: string;
  placeholder?: string;
  disabled?: boolean;
  error?: ReactNode;
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

/**
 * Mantine's TextInput (or Textarea) markup in the light input frame: same look, and the error is the
 * input's accessible description, as with TextInput. A plain function (no hooks) the widgets call directly.
 */
export function textInput(props: LightTextInputProps) {
  const { id, value, placeholder, disabled, error, inputMode, rightSection, rightSectionWidth, rows, description, onChange, onKeyDown, onBlur, onFocus } = props;
  const shared = {
    ...controlProps(error, disabled),
    id,
    value,
    placeholder,
    disabled,
    'aria-describedby': describedBy(id, error, description),
    onChange,
    onBlur,
    onFocus,
  };
  return inputFrame({
    id,
    error,
    disabled,
    multiline: Boolean(rows),
    rightSection,
    rightSectionWidth,
    description,
    children: rows ? <textarea {...shared} rows={rows} /> : <input {...shared} inputMode={inputMode} onKeyDown={onKeyDown} />,
  });
}

/** `textInput` as a component, for JSX. */
export function LightTextInput(props: LightTextInputProps) {
  return textInput(props);
}

import type { WidgetProps } from '@rjsf/utils';
import { useState, type ChangeEvent } from 'react';
import { useOwnFieldError } from '../FieldErrorContext';
import { textInput } from './LightTextInput';
import { acceptsNumberText, numberFromText } from './numberText';

const textOf = (value: unknown) => (typeof value === 'number' ? String(value) : '');

/**
 * A number input that never clamps: an out-of-range value stays, so the engine's message can explain it.
 * A plain text input that only takes number characters: Mantine's NumberInput mounts a number-format
 * engine and step controls per field, the largest share of a large step's first render.
 */
export function NumberWidget({ id, fieldPointer, value, onChange, onBlur, onFocus, disabled, readonly, placeholder, schema }: WidgetProps) {
  const error = useOwnFieldError(fieldPointer);
  const decimal = schema.type !== 'integer';
  // The typed text is kept as typed ("1.", "-") while the form holds its number; a new value from outside replaces it.
  const [typed, setTyped] = useState(() => ({ text: textOf(value), value }));
  const text = typed.value === value ? typed.text : textOf(value);
  return textInput({
    id,
    value: text,
    inputMode: decimal ? 'decimal' : 'numeric',
    placeholder,
    disabled: disabled || readonly,
    error,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = event.currentTarget.value.trim();
      if (!acceptsNumberText(next, decimal)) return;
      const number = numberFromText(next);
      setTyped({ text: next, value: number });
      onChange(number);
    },
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
  });
}

import type { WidgetProps } from '@rjsf/utils';
import { useOwnFieldError } from '../FieldErrorContext';
import { capitalizeFirst } from '../capitalizeFirst';
import { textInput } from './LightTextInput';

// The counter (description) sits under the input, before the error, as in Mantine's Textarea with that wrapper order.
/** Multi-line text: first letter capitalised, grows with its content, optional character counter. */
export function TextareaWidget({ id, fieldPointer, value, onChange, onBlur, onFocus, disabled, readonly, schema, options, placeholder }: WidgetProps) {
  const error = useOwnFieldError(fieldPointer);
  const text = typeof value === 'string' ? value : '';
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return textInput({
    id,
    value: text,
    placeholder,
    rows: 4,
    disabled: disabled || readonly,
    error,
    onChange: (event) => {
      const next = capitalizeFirst(event.target.value);
      onChange(next === '' ? undefined : next);
    },
    onBlur: () => onBlur(id, text),
    onFocus: () => onFocus(id, text),
    description: options.counter && max ? `${text.length}/${max}` : undefined,
  });
}

import { ColorInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useOwnFieldError } from '../FieldErrorContext';

/** A hex colour input with a swatch picker. */
export function ColorWidget({ id, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
  const error = useOwnFieldError();
  return (
    <ColorInput
      id={id}
      value={typeof value === 'string' ? value : ''}
      placeholder={placeholder}
      disabled={disabled || readonly}
      format="hex"
      error={error}
      onChange={(next) => onChange(next === '' ? undefined : next)}
    />
  );
}

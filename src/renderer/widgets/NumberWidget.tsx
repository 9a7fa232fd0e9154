import { NumberInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useOwnFieldError } from '../FieldErrorContext';

/** A number input that never clamps: an out-of-range value stays, so the engine's message can explain it. */
export function NumberWidget({ id, value, onChange, disabled, readonly, placeholder, schema }: WidgetProps) {
  const error = useOwnFieldError();
  return (
    <NumberInput
      id={id}
      value={typeof value === 'number' ? value : ''}
      placeholder={placeholder}
      disabled={disabled || readonly}
      clampBehavior="none"
      allowDecimal={schema.type !== 'integer'}
      error={error}
      onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
    />
  );
}

import { DatePickerInput } from '@mantine/dates';
import type { WidgetProps } from '@rjsf/utils';
import { useOwnFieldError } from '../FieldErrorContext';

/** A calendar date picker; the value is an ISO date (YYYY-MM-DD), as JSON Schema `format: date` expects. */
export function DateWidget({ id, value, onChange, disabled, readonly, placeholder, schema }: WidgetProps) {
  const error = useOwnFieldError();
  const min = typeof schema.formatMinimum === 'string' ? schema.formatMinimum : undefined;
  return (
    <DatePickerInput
      id={id}
      value={typeof value === 'string' ? value : null}
      placeholder={placeholder}
      disabled={disabled || readonly}
      minDate={min}
      valueFormat="YYYY-MM-DD"
      error={error}
      onChange={(next) => onChange(next ?? undefined)}
    />
  );
}

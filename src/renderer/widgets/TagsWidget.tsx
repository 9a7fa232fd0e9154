import { TagsInput } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useOwnFieldError } from '../FieldErrorContext';
import { selectedValues } from './enumChoices';

/** Free tags typed one by one (Enter or comma adds a tag); the engine's tag rules judge them. */
export function TagsWidget({ id, value, onChange, disabled, readonly, placeholder }: WidgetProps) {
  const error = useOwnFieldError();
  return (
    <TagsInput
      id={id}
      value={selectedValues(value)}
      placeholder={placeholder}
      disabled={disabled || readonly}
      error={error}
      allowDuplicates
      onChange={(next) => onChange(next)}
    />
  );
}

import { Checkbox } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { useFieldErrors, useFieldPointer } from '../FieldErrorContext';

/**
 * A yes/no field as one checkbox: the box, its title beside it (' *' when required, as every title) and the
 * schema's description under the title, where a reader looks for it; RJSF's own widget put the description
 * above the box, away from the title it explains. Errors are drawn by the field wrapper under it
 * (`{id}__error`) and describe the box.
 */
export function CheckboxWidget({ id, fieldPointer, htmlName, name, value, required, disabled, readonly, autofocus, label, hideLabel, schema, options, onChange, onBlur, onFocus }: WidgetProps) {
  const invalid = useFieldErrors(useFieldPointer(fieldPointer)).length > 0;
  const description = typeof options.description === 'string' ? options.description : schema.description;
  const locked = Boolean(disabled || readonly);
  const title = hideLabel || !label ? undefined : `${label}${required ? ' *' : ''}`;
  return (
    <Checkbox
      id={id}
      name={htmlName || name}
      label={title}
      description={hideLabel ? undefined : description}
      checked={value === true || value === 'true'}
      disabled={locked}
      autoFocus={autofocus}
      error={invalid || undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}__error` : undefined}
      onChange={(event: ChangeEvent<HTMLInputElement>) => {
        if (!locked) onChange(event.currentTarget.checked);
      }}
      onBlur={({ target }) => onBlur(id, target.checked)}
      onFocus={({ target }) => onFocus(id, target.checked)}
    />
  );
}

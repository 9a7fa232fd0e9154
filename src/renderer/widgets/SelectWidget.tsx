import { NativeSelect } from '@mantine/core';
import { Theme as MantineTheme } from '@rjsf/mantine';
import { enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat, type WidgetProps } from '@rjsf/utils';
import { useMemo, type ChangeEvent } from 'react';
import { useOwnFieldError } from '../FieldErrorContext';

const StockSelectWidget = MantineTheme.widgets?.SelectWidget;

/**
 * One choice from an enum without a widget hint, as Mantine's NativeSelect. Mantine's Select mounts a
 * combobox store, a popover and a floating-position pass per field (about 3 ms each on a large step);
 * the browser's own list needs none of that. Multiple choices keep the theme's MultiSelect.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, value, placeholder, disabled, readonly, multiple, options, onChange, onBlur, onFocus, required } = props;
  const error = useOwnFieldError();
  const { enumOptions, enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const data = useMemo(
    () => [
      { value: '', label: placeholder ?? '' },
      ...(enumOptions ?? []).map((option, index) => ({
        value: String(enumOptionValueEncoder(option.value, index, format)),
        label: option.label,
        disabled: Array.isArray(enumDisabled) && enumDisabled.includes(option.value),
      })),
    ],
    [enumOptions, enumDisabled, format, placeholder],
  );
  // hideLabel: the field wrapper already draws the title.
  if (multiple && StockSelectWidget) return <StockSelectWidget {...props} hideLabel />;
  const index = (enumOptions ?? []).findIndex((option) => option.value === value);
  const selected = index < 0 ? '' : String(enumOptionValueEncoder(value, index, format));
  const decode = (raw: string) => (raw === '' ? emptyValue : enumOptionValueDecoder(raw, enumOptions, format, emptyValue));
  return (
    <NativeSelect
      id={id}
      data={data}
      value={selected}
      required={required}
      disabled={disabled || readonly}
      aria-describedby={error ? `${id}__error` : undefined}
      aria-invalid={error ? true : undefined}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(decode(event.currentTarget.value))}
      onBlur={(event) => onBlur(id, decode(event.currentTarget.value))}
      onFocus={(event) => onFocus(id, decode(event.currentTarget.value))}
    />
  );
}

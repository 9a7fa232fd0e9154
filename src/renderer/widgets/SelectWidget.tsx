import { enumOptionValueDecoder, enumOptionValueEncoder, getOptionValueFormat, type WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';
import { lazyComponent } from '../../lib/ui/lazyComponent';
import { useOwnFieldError } from '../FieldErrorContext';
import { controlProps, inputFrame, LightInputFrame } from './LightInputFrame';

// The stock multi-select is fetched when a step first draws one, not with every wizard route (DESIGN §9).
const stockSelect = lazyComponent<WidgetProps>(() => import('./stockSelectWidget').then((module) => module.StockSelectWidget));

/** Multiple choices: the theme's MultiSelect once its module is here; until then the chosen labels, read-only. */
function MultiSelectWidget(props: WidgetProps) {
  const StockSelectWidget = stockSelect.useLoaded();
  if (StockSelectWidget) return <StockSelectWidget {...props} hideLabel />;
  const { id, value, options } = props;
  const chosen = Array.isArray(value) ? value : [];
  const labels = (options.enumOptions ?? []).filter((option) => chosen.includes(option.value)).map((option) => option.label);
  return (
    <LightInputFrame id={id} disabled pointer chevron>
      <input {...controlProps(undefined, true)} id={id} value={labels.join(', ')} disabled readOnly />
    </LightInputFrame>
  );
}

/**
 * One choice from an enum without a widget hint, as Mantine's NativeSelect markup in the light input frame.
 * Mantine's Select mounts a combobox store, a popover and a floating-position pass per field, and even
 * NativeSelect draws each option as a component of its own; the browser's own list needs none of that.
 * Multiple choices keep the theme's MultiSelect. The error is drawn by the field wrapper.
 */
export function SelectWidget(props: WidgetProps) {
  const { id, value, placeholder, disabled, readonly, multiple, options, onChange, onBlur, onFocus, required } = props;
  const error = useOwnFieldError(props.fieldPointer);
  // hideLabel: the field wrapper already draws the title.
  if (multiple) return <MultiSelectWidget {...props} />;
  const { enumOptions = [], enumDisabled, emptyValue } = options;
  const format = getOptionValueFormat(options);
  const index = enumOptions.findIndex((option) => option.value === value);
  const selected = index < 0 ? '' : String(enumOptionValueEncoder(value, index, format));
  const decode = (raw: string) => (raw === '' ? emptyValue : enumOptionValueDecoder(raw, enumOptions, format, emptyValue));
  const locked = disabled || readonly;
  return inputFrame({
    id,
    disabled: locked,
    pointer: true,
    chevron: true,
    children: (
      <select
        {...controlProps(undefined, locked)}
        id={id}
        value={selected}
        required={required}
        disabled={locked}
        aria-describedby={error ? `${id}__error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(decode(event.currentTarget.value))}
        onBlur={(event: FocusEvent<HTMLSelectElement>) => onBlur(id, decode(event.currentTarget.value))}
        onFocus={(event: FocusEvent<HTMLSelectElement>) => onFocus(id, decode(event.currentTarget.value))}
      >
        <option value="">{placeholder ?? ''}</option>
        {enumOptions.map((option, i) => (
          <option key={i} value={String(enumOptionValueEncoder(option.value, i, format))} disabled={Array.isArray(enumDisabled) && enumDisabled.includes(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    ),
  });
}

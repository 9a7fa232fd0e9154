import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import type { ChangeEvent } from 'react';
import { useOwnFieldError } from '../FieldErrorContext';
import { controlProps, LightInputFrame } from '../widgets/LightInputFrame';

/**
 * The input RJSF's own widgets draw with (e-mail, URL, password and the like, for a schema without a widget of
 * ours): a native input of the schema's type in Mantine's input markup. Its error is drawn by the field wrapper,
 * as for every widget RJSF brings, and describes the input.
 */
export function BaseInputTemplate({ id, fieldPointer, type, value, placeholder, disabled, readonly, autofocus, required, schema, options, onChange, onChangeOverride, onBlur, onFocus }: BaseInputTemplateProps) {
  const error = useOwnFieldError(fieldPointer);
  const inputProps = getInputProps(schema, type, options);
  const locked = Boolean(disabled || readonly);
  const change = ({ target }: ChangeEvent<HTMLInputElement>) => onChange(target.value === '' ? options.emptyValue : target.value);
  return (
    <LightInputFrame id={id} disabled={locked}>
      <input
        {...controlProps(undefined, locked)}
        {...inputProps}
        id={id}
        value={value === undefined || value === null ? '' : String(value)}
        placeholder={placeholder}
        required={required}
        disabled={locked}
        autoFocus={autofocus}
        aria-describedby={error ? `${id}__error` : undefined}
        aria-invalid={error ? true : undefined}
        onChange={onChangeOverride ?? change}
        onBlur={({ target }) => onBlur(id, target.value)}
        onFocus={({ target }) => onFocus(id, target.value)}
      />
    </LightInputFrame>
  );
}

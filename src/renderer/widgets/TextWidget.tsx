import type { WidgetProps } from '@rjsf/utils';
import { useT } from '../../lib/i18n';
import { useOwnFieldError } from '../FieldErrorContext';
import type { ChangeEvent, KeyboardEvent } from 'react';
import { capitalizeFirst } from '../capitalizeFirst';
import { textInput } from './LightTextInput';

const suppressEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * Single-line text: first letter capitalised unless `x-ui.options.capitalize` is false (usernames, web
 * addresses), Enter suppressed, optional character counter (x-ui counter).
 */
export function TextWidget({ id, fieldPointer, value, onChange, onBlur, onFocus, disabled, readonly, schema, options, placeholder }: WidgetProps) {
  const t = useT();
  const error = useOwnFieldError(fieldPointer);
  const text = typeof value === 'string' ? value : '';
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : undefined;
  return textInput({
    id,
    value: text,
    placeholder,
    disabled: disabled || readonly,
    error,
    onKeyDown: suppressEnter,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = options.capitalize === false ? event.target.value : capitalizeFirst(event.target.value);
      onChange(next === '' ? undefined : next);
    },
    onBlur: () => onBlur(id, text),
    onFocus: () => onFocus(id, text),
    rightSection: options.counter && max ? <span aria-label={t('wizard.text.charactersUsed')}>{`${text.length}/${max}`}</span> : undefined,
    rightSectionWidth: options.counter && max ? 64 : undefined,
  });
}

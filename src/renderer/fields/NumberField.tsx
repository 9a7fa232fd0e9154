import type { FieldProps } from '@rjsf/utils';
import type { ComponentType } from 'react';

/**
 * RJSF's NumberField keeps half-typed numbers ("1.") as strings and asks Intl for the locale's decimal
 * separator on every render of every number field. Our NumberWidget already keeps the typed text and
 * reports numbers, so numbers go straight to the StringField that draws the widget.
 */
export function NumberField(props: FieldProps) {
  const StringField = props.registry.fields.StringField as ComponentType<FieldProps>;
  return <StringField {...props} />;
}

import type { RJSFSchema, WidgetProps } from '@rjsf/utils';

/** The choices of an enum field or an array-of-enum field, as value/label pairs. */
export function enumChoices(props: Pick<WidgetProps, 'schema' | 'options'>): { value: string; label: string }[] {
  if (props.options.enumOptions?.length) {
    return props.options.enumOptions.map((o) => ({ value: String(o.value), label: o.label }));
  }
  const items = props.schema.items as RJSFSchema | undefined;
  const source = (items && !Array.isArray(items) ? items : props.schema) as RJSFSchema;
  if (Array.isArray(source.oneOf)) {
    return (source.oneOf as RJSFSchema[]).map((o) => ({ value: String(o.const), label: o.title ?? String(o.const) }));
  }
  return (source.enum ?? []).map((v) => ({ value: String(v), label: String(v) }));
}

/** The selected values as a list, whether the field holds one value or many. */
export function selectedValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null || value === '' ? [] : [String(value)];
}

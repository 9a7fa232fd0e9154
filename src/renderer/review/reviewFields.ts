import type { RJSFSchema } from '@rjsf/utils';

/** A field of a step as the review shows it: name, schema, widget from `x-ui`. */
export interface ReviewField {
  name: string;
  schema: RJSFSchema;
  widget: string | undefined;
}

const widgetOf = (schema: RJSFSchema): string | undefined => {
  const ui = (schema as { 'x-ui'?: { widget?: unknown } })['x-ui'];
  return typeof ui?.widget === 'string' ? ui.widget : undefined;
};

/** Nothing to show: absent, blank text, an empty list or an object with no values. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.values(value).every(isEmptyValue);
  return false;
}

/**
 * The fields of an object schema the review lists, in schema order: hidden ones and those left empty
 * (optional fields not filled) are left out, so the summary reads as what the publisher entered.
 */
export function reviewFields(schema: unknown, data: Record<string, unknown>): ReviewField[] {
  const properties = ((schema as RJSFSchema | undefined)?.properties ?? {}) as Record<string, RJSFSchema | boolean>;
  return Object.entries(properties).flatMap(([name, field]) => {
    if (typeof field !== 'object') return [];
    const widget = widgetOf(field);
    if (widget === 'hidden' || isEmptyValue(data[name])) return [];
    return [{ name, schema: field, widget }];
  });
}

/** The item schema of a list field, when its items are objects described by one schema. */
export function itemSchemaOf(schema: RJSFSchema): RJSFSchema | undefined {
  return schema.items && !Array.isArray(schema.items) && typeof schema.items === 'object' ? (schema.items as RJSFSchema) : undefined;
}

/** The `x-ui.options` of a field, or an empty object. */
export function uiOptionsOf(schema: RJSFSchema): Record<string, unknown> {
  const options = (schema as { 'x-ui'?: { options?: unknown } })['x-ui']?.options;
  return typeof options === 'object' && options !== null ? (options as Record<string, unknown>) : {};
}

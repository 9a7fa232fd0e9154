import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { widgetForHint } from './registry';

interface UiHints {
  widget?: string;
  placeholder?: string;
  help?: string;
  order?: string[];
  counter?: boolean;
  options?: Record<string, unknown>;
}

function fieldUi(schema: RJSFSchema): UiSchema {
  const hints = (schema['x-ui'] ?? {}) as UiHints;
  const ui: UiSchema = {};
  const byFormat = schema.format === 'date' ? 'DateWidget' : undefined;
  const byType = schema.type === 'string' && !schema.enum && !schema.format ? 'TextWidget' : undefined;
  const byNumber = schema.type === 'integer' || schema.type === 'number' ? 'NumberWidget' : undefined;
  const widget = (hints.widget && widgetForHint[hints.widget]) ?? byFormat ?? byType ?? byNumber;
  if (widget) ui['ui:widget'] = widget;
  if (hints.placeholder) ui['ui:placeholder'] = hints.placeholder;
  if (hints.help) ui['ui:help'] = hints.help;
  if (hints.order) ui['ui:order'] = hints.order;
  ui['ui:options'] = { ...(hints.options ?? {}), ...(hints.counter ? { counter: true } : {}) };
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    if (typeof child === 'object') ui[name] = fieldUi(child);
  }
  if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) && (schema.items as RJSFSchema).type === 'object') {
    ui.items = fieldUi(schema.items as RJSFSchema);
  }
  return ui;
}

/** Derives RJSF's uiSchema from the `x-ui` hints staff write in a step schema; RJSF's own submit button is hidden. */
export function uiSchemaFromSchema(schema: RJSFSchema): UiSchema {
  return { ...fieldUi(schema), 'ui:submitButtonOptions': { norender: true } };
}

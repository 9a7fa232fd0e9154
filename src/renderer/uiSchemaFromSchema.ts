import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { fieldForHint, ownFieldForHint, widgetForHint } from './registry';

interface UiHints {
  widget?: string;
  placeholder?: string;
  help?: string;
  order?: string[];
  counter?: boolean;
  options?: Record<string, unknown>;
}

function fieldUi(schema: RJSFSchema, fields: ReadonlySet<string>): UiSchema {
  const hints = (schema['x-ui'] ?? {}) as UiHints;
  const ui: UiSchema = {};
  const byFormat = schema.format === 'date' ? 'DateWidget' : undefined;
  const byType = schema.type === 'string' && !schema.enum && !schema.format ? 'TextWidget' : undefined;
  const byNumber = schema.type === 'integer' || schema.type === 'number' ? 'NumberWidget' : undefined;
  const widget = (hints.widget && widgetForHint[hints.widget]) ?? byFormat ?? byType ?? byNumber;
  const own = hints.widget ? ownFieldForHint[hints.widget] : undefined;
  const field = hints.widget ? fieldForHint[hints.widget] : undefined;
  // A { iso_639_1, name } object (the shared languages definition) is one choice, not two inputs.
  const isLanguage = schema.type === 'object' && Boolean(schema.properties?.iso_639_1 && schema.properties?.name);
  if (own) ui['ui:field'] = own;
  else if (field && fields.has(field)) ui['ui:field'] = field;
  else if (isLanguage) ui['ui:field'] = 'LanguageField';
  else if (widget) ui['ui:widget'] = widget;
  if (hints.placeholder) ui['ui:placeholder'] = hints.placeholder;
  if (hints.help) ui['ui:help'] = hints.help;
  if (hints.order) ui['ui:order'] = hints.order;
  ui['ui:options'] = { ...(hints.options ?? {}), ...(hints.counter ? { counter: true } : {}) };
  for (const [name, child] of Object.entries(schema.properties ?? {})) {
    if (typeof child === 'object') ui[name] = fieldUi(child, fields);
  }
  if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items) && (schema.items as RJSFSchema).type === 'object') {
    ui.items = fieldUi(schema.items as RJSFSchema, fields);
  }
  return ui;
}

/**
 * Derives RJSF's uiSchema from the `x-ui` hints staff write in a step schema; RJSF's own submit button
 * is hidden. `fields` names the RJSF fields the screen registered (see `fieldForHint`).
 */
export function uiSchemaFromSchema(schema: RJSFSchema, fields: ReadonlySet<string> = new Set()): UiSchema {
  return { ...fieldUi(schema, fields), 'ui:submitButtonOptions': { norender: true } };
}

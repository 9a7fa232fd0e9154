import type { UiSchema } from '@rjsf/utils';

// `{itemKey}` in a string option (e.g. an uploader's `fileName: "lessons/{itemKey}.mp3"`) names the item
// being edited, so two items never share a stored file.
function withItemKey(ui: UiSchema, itemKey: string): UiSchema {
  const out: UiSchema = {};
  for (const [name, value] of Object.entries(ui)) {
    if (name === 'ui:options' && value && typeof value === 'object') {
      out[name] = Object.fromEntries(Object.entries(value as Record<string, object | string>).map(([k, v]) => [k, typeof v === 'string' ? v.replaceAll('{itemKey}', itemKey) : v]));
    } else if (!name.startsWith('ui:') && value && typeof value === 'object') {
      out[name] = withItemKey(value as UiSchema, itemKey);
    } else out[name] = value;
  }
  return out;
}

/**
 * The uiSchema of the item editor's form: the list's `items` uiSchema with `{itemKey}` filled in, and the
 * fields restricted mode locks drawn disabled with their hint.
 */
export function itemEditorUi(itemsUi: UiSchema | undefined, itemKey: string, locked: readonly string[], hint: string | undefined): UiSchema {
  const ui = withItemKey(itemsUi ?? {}, itemKey);
  for (const name of locked) ui[name] = { ...(ui[name] as UiSchema | undefined), 'ui:disabled': true, ...(hint ? { 'ui:lockedHint': hint } : {}) };
  return ui;
}

import { setupI18n } from '@lingui/core';
import type { MessageKey, MessageRef, MessageValues } from './translations';

/**
 * The one Lingui instance the app uses. The provider loads and activates catalogs on it; code outside
 * React (a notification built in an event handler, a machine's message) reads it through `translate`.
 */
export const activeI18n = setupI18n();

/** A message in the active language, outside React. Inside components use `useT()`, which re-renders on change. */
export function translate(key: MessageKey | MessageRef, values?: MessageValues): string {
  if (typeof key === 'object') return activeI18n._(key.key, key.values);
  return activeI18n._(key, values);
}

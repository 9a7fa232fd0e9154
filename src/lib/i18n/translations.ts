import type { en } from './catalogs/en';

/** Every message id the interface may show: the keys of the English catalog. */
export type MessageKey = keyof typeof en;

/**
 * One area's translations in a locale: the English area's keys, each optional (a new English key does
 * not break the build of eight other catalogs; `npm run i18n:check` reports it as missing), and no key
 * English lacks (an object literal with an unknown key is a type error).
 */
export type Translations<EnglishArea> = { [Key in keyof EnglishArea]?: string };

/** A whole locale: the union of its areas. */
export type LocaleCatalog = Translations<typeof en>;

/** Values filled into a message's `{placeholders}`. */
export type MessageValues = Record<string, string | number | Date>;

/**
 * A message chosen now and translated later, where it is drawn (a menu entry, a table of options):
 * `msg('shell.menu.courses')` keeps the key typed without needing the active language at import time.
 */
export interface MessageRef {
  key: MessageKey;
  values?: MessageValues;
}

export function msg(key: MessageKey, values?: MessageValues): MessageRef {
  return values ? { key, values } : { key };
}

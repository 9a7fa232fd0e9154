import type { MessageKey } from '../../../lib/i18n';
import type { MenuEntry } from './menuEntries';

/**
 * The catalog key of a menu entry's label. `MenuEntry.label` stays the English name the spec gives
 * each entry (rules and tests speak of it); what the menu shows comes from the catalog.
 */
export function menuLabelKey(entry: Pick<MenuEntry, 'key'>): MessageKey {
  return `shell.menu.${entry.key}` as MessageKey;
}

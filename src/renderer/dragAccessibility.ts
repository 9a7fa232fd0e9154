import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import { translate } from '../lib/i18n';

/**
 * What a screen reader hears while a list is reordered with the keyboard (@dnd-kit's live region and its
 * instructions), in the reader's language: each row by its own name and by its position, never by an
 * internal key. `order` is the rows' ids as drawn; `nameOf` says what a row is called.
 */
export function dragAccessibility(order: readonly string[], nameOf: (id: string) => string): { announcements: Announcements; screenReaderInstructions: ScreenReaderInstructions } {
  const item = (id: string | number) => nameOf(String(id));
  const at = (id: string | number) => ({ position: order.indexOf(String(id)) + 1, count: order.length });
  return {
    screenReaderInstructions: { draggable: translate('dnd.instructions') },
    announcements: {
      onDragStart: ({ active }) => translate('dnd.pickedUp', { item: item(active.id), ...at(active.id) }),
      onDragOver: ({ active, over }) => (over ? translate('dnd.over', { item: item(active.id), ...at(over.id) }) : ''),
      onDragEnd: ({ active, over }) => (over ? translate('dnd.dropped', { item: item(active.id), ...at(over.id) }) : translate('dnd.droppedOutside', { item: item(active.id) })),
      onDragCancel: ({ active }) => translate('dnd.cancelled', { item: item(active.id) }),
    },
  };
}

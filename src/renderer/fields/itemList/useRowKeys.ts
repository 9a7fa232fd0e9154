import { useRef } from 'react';
import type { Item } from './ItemCollections';

let counter = 0;
/** A key for an item not yet saved (it names the item's files, and may become its id: unique per page load, random across tabs). */
export const newItemKey = () => `new-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}-${(counter += 1)}`;

/** Keys for the sortable rows: an item's id, or a client key kept in step with adds, deletes and moves. */
export function useRowKeys(items: readonly Item[], idField: string) {
  const keys = useRef<string[]>([]);
  if (keys.current.length !== items.length) keys.current = items.map((item) => (typeof item[idField] === 'string' ? (item[idField] as string) : newItemKey()));
  items.forEach((item, i) => {
    const id = item[idField];
    if (typeof id === 'string' && keys.current[i] !== id) keys.current[i] = id;
  });
  return keys;
}

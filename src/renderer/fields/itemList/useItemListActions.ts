import { arrayMove } from '@dnd-kit/sortable';
import { useRef, type RefObject } from 'react';
import type { Item, ItemCollection } from './ItemCollections';
import type { ItemListOptions } from './itemListOptions';

interface ActionsInput {
  items: readonly Item[];
  keys: RefObject<string[]>;
  options: ItemListOptions;
  /** Set when the list is saved item by item; `ownerId` is then the edited item's id. */
  collection: ItemCollection | undefined;
  ownerId: string | null;
  onChange(items: Item[]): void;
}

/** What a list change does: each resolves once the list (and, for a collection, the server) holds it. */
export interface ItemListActions {
  /** Applies the collection's saving rules (the item as it will be validated and stored). */
  prepare(item: Item): Item;
  save(index: number, key: string, item: Item): Promise<void>;
  remove(index: number): Promise<void>;
  move(from: number, to: number): Promise<void>;
}

/**
 * The list's changes, inline (the new list goes to the step, saved on Save & Next) or through a named
 * collection (each change is sent first; the list changes once it is stored). Positions (`positionField`)
 * are written 1..n: on the saved item, and on every item after a delete or a move.
 */
export function useItemListActions({ items, keys, options, collection, ownerId, onChange }: ActionsInput): ItemListActions {
  const latest = useRef(items);
  latest.current = items;
  const { idField, positionField } = options;
  const at = (item: Item, index: number): Item => (positionField ? { ...item, [positionField]: index + 1 } : item);
  const renumbered = (list: readonly Item[]) => list.map(at);
  const idOf = (item: Item | undefined) => (typeof item?.[idField] === 'string' ? (item[idField] as string) : undefined);
  const owner = () => {
    if (!ownerId) throw new Error(options.needsSavedItem);
    return ownerId;
  };
  const afterChange = async (list: readonly Item[]) => {
    if (collection?.afterChange) await collection.afterChange(owner(), list);
  };
  // What a collection call receives: the item's own fields, without its id and position.
  const body = (item: Item): Item => Object.fromEntries(Object.entries(item).filter(([name]) => name !== idField && name !== positionField));
  const prepare = (item: Item) => (collection?.prepare ? collection.prepare(item) : item);

  return {
    prepare,
    async save(index, key, item) {
      const current = latest.current;
      const prepared = prepare(item);
      let saved = prepared;
      if (collection) {
        const id = idOf(current[index]) ?? idOf(prepared);
        const stored = id ? await collection.update(owner(), id, body(prepared)) : await collection.create(owner(), body(prepared), key);
        saved = { ...prepared, ...(stored ?? {}) };
      }
      const adding = index >= current.length;
      if (adding) keys.current = [...keys.current, idOf(saved) ?? key];
      const next = adding ? [...current, at(saved, current.length)] : current.map((c, i) => (i === index ? at(saved, i) : c));
      onChange(next);
      await afterChange(next);
    },
    async remove(index) {
      const current = latest.current;
      const id = idOf(current[index]);
      if (collection && id) await collection.remove(owner(), id);
      keys.current = keys.current.filter((_, i) => i !== index);
      const next = renumbered(current.filter((_, i) => i !== index));
      onChange(next);
      await afterChange(next);
    },
    async move(from, to) {
      const current = latest.current;
      const previousKeys = keys.current;
      keys.current = arrayMove(keys.current, from, to);
      const next = renumbered(arrayMove([...current], from, to));
      // The move shows at once (the row is where it was dropped); a refused reorder puts it back.
      onChange(next);
      if (!collection) return;
      const order = next.flatMap((item, i) => {
        const id = idOf(item);
        return id ? [{ [idField]: id, [positionField ?? 'position']: i + 1 }] : [];
      });
      try {
        await collection.reorder(owner(), order);
        await afterChange(next);
      } catch (error) {
        keys.current = previousKeys;
        onChange([...current]);
        throw error;
      }
    },
  };
}

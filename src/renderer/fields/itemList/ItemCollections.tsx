import { createContext, useContext, useMemo, type ReactNode } from 'react';

/** One item as an item list holds it: the item schema's fields. */
export type Item = Record<string, unknown>;

/**
 * How a named side collection is saved, item by item (`x-ui.options.save: { "collection": name }`):
 * the calls a feature registers under that name. `ownerId` is the id of the item the wizard edits.
 */
export interface ItemCollection {
  /** Applies saving rules the schema cannot state (shared with the server) before an item is validated and sent. */
  prepare?(item: Item): Item;
  /**
   * The item as the editor checks it when Save is pressed, where that differs from `prepare`: e.g. a survey
   * the saving rules would leave out is checked as its empty slots, so every missing text shows its own
   * message at once. Without it, the prepared item is checked.
   */
  checked?(item: Item): Item;
  /**
   * Creates an item; answers it as stored (with its id). `key` is the client key the editor named the item's
   * files with (`{itemKey}`): a collection whose server accepts a client id stores the item under it.
   */
  create(ownerId: string, item: Item, key: string): Promise<Item | undefined>;
  /** Replaces an item's fields; answers it as stored. */
  update(ownerId: string, id: string, item: Item): Promise<Item | undefined>;
  remove(ownerId: string, id: string): Promise<void>;
  /** The new order: one entry per saved item, keyed by the list's id and position fields (e.g. `{ id, day }`). */
  reorder(ownerId: string, order: Array<Record<string, string | number>>): Promise<void>;
  /** Runs after any change succeeded (e.g. recomputing totals), with the list as it now is. */
  afterChange?(ownerId: string, items: readonly Item[]): Promise<void>;
}

/** Collections by the names schemas use. */
export type ItemCollections = Readonly<Record<string, ItemCollection>>;

const NONE: ItemCollections = {};
const ItemCollectionsContext = createContext<ItemCollections>(NONE);

/**
 * Registers collections by name for the item lists below. A name registered further up wins, so an app
 * shell or a test can stand in for the calls a feature registers.
 */
export function ItemCollectionsProvider({ collections, children }: { collections: ItemCollections; children: ReactNode }) {
  const outer = useContext(ItemCollectionsContext);
  const merged = useMemo(() => ({ ...collections, ...outer }), [collections, outer]);
  return <ItemCollectionsContext.Provider value={merged}>{children}</ItemCollectionsContext.Provider>;
}

/** The collection registered under `name`; undefined when none is (or no name is given). */
export function useItemCollection(name: string | undefined): ItemCollection | undefined {
  const collections = useContext(ItemCollectionsContext);
  return name ? collections[name] : undefined;
}

import type { Item } from './ItemCollections';

/**
 * `x-ui.options.resets` of an item list: when the item's field `when` changes to one of the keys of `to`,
 * the field `field` takes that key's value (spec 2 §4: a new room type resets the occupancy, private 1, shared 2).
 */
export interface ItemReset {
  when: string;
  field: string;
  to: Readonly<Record<string, unknown>>;
}

/** The resets an options object names (entries that are not well formed are ignored). */
export function itemResetsOf(value: unknown): ItemReset[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (r): r is ItemReset => !!r && typeof r === 'object' && typeof r.when === 'string' && typeof r.field === 'string' && !!r.to && typeof r.to === 'object',
  );
}

/** The item after an edit, with the resets its changed fields call for applied. */
export function applyItemResets(before: Item, after: Item, resets: readonly ItemReset[]): Item {
  let out = after;
  for (const { when, field, to } of resets) {
    const chosen = after[when];
    if (chosen === before[when] || typeof chosen !== 'string' || !Object.hasOwn(to, chosen)) continue;
    out = { ...out, [field]: to[chosen] };
  }
  return out;
}

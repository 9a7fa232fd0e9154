import type { Item, ItemCollection } from '../fields/itemList/ItemCollections';

/** A collection kept in memory that records each call as 'create owner {json}' etc. (tests and the bench). */
export function memoryCollection(options: { fail?: boolean } = {}) {
  const calls: string[] = [];
  let next = 0;
  const settle = async <T>(call: string, value: T): Promise<T> => {
    calls.push(call);
    if (options.fail) throw new Error('');
    return value;
  };
  const collection: ItemCollection = {
    create: (owner, item) => settle(`create ${owner} ${JSON.stringify(item)}`, { ...item, id: `saved-${(next += 1)}` } as Item),
    update: (owner, id, item) => settle(`update ${owner} ${id} ${JSON.stringify(item)}`, { ...item, id } as Item),
    remove: (owner, id) => settle(`remove ${owner} ${id}`, undefined),
    reorder: (owner, order) => settle(`reorder ${owner} ${JSON.stringify(order)}`, undefined),
  };
  return { collection, calls };
}

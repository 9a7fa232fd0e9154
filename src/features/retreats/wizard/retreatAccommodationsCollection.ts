import type { ItemCollection } from '../../../renderer/fields/itemList/ItemCollections';
import { RETREAT_ACCOMMODATIONS } from '../../../domain/retreats/retreatStorage';
import { RetreatRefused, type RetreatWizardApi } from '../api/retreatWizardApi';
import { saveFailedText } from './messages';

// A refusal with field errors keeps them (the editor shows them at their fields); anything else is the spec's message.
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof RetreatRefused) throw error;
    throw new Error(saveFailedText());
  }
}

/**
 * The retreat's accommodation options as the item list saves them (spec 2 §7): each saved by the
 * accommodation call the moment its editor is saved, deleted by its own call. Options have no order.
 */
export function retreatAccommodationsCollection(api: RetreatWizardApi): ItemCollection {
  return {
    // A new option takes the key its editor stored its images under (accommodations/{itemKey}), so deleting
    // the option deletes its image folder (the server's accommodations/{optionId}).
    create: (retreatId, option, key) => calling(() => api.saveAccommodation(retreatId, { ...option, id: key })),
    update: (retreatId, id, option) => calling(() => api.saveAccommodation(retreatId, { ...option, id })),
    remove: (retreatId, id) => calling(() => api.deleteAccommodation(retreatId, id)),
    reorder: async () => {},
  };
}

export { RETREAT_ACCOMMODATIONS };

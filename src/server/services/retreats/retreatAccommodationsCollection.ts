import type { DocData } from '../../../backend/ports';
import type { SideCollection } from '../../wizards/sideCollection';
import { listOptions, optionForWizard } from './accommodationOptions';
import { optionsPath } from './retreatDocs';

// Spec 2 §4: NOT_INCLUDED keeps only the no-accommodation block, so the options go with it.
const WITHOUT_OPTIONS = 'NOT_INCLUDED';

/**
 * The retreat's accommodation options as a side collection (`retreat-accommodations` in the retreat
 * manifest): documents under the retreat, saved one by one through the accommodation calls; the step
 * save validates the stored ones (occupancy sum, at least one) and, once the retreat says accommodation
 * is NOT_INCLUDED, deletes them (their image folders go through the image-folder call).
 */
export const retreatAccommodations: SideCollection = {
  listStored: async (store, item) => (await listOptions(store, item.uid, item.id)).map((o) => ({ ...o.data, id: o.id })),
  forWizard: (entry) => optionForWizard(entry, String(entry.id)),
  async confirm(store, item) {
    if (await (await store.get(item.path))?.data.accommodation_option !== WITHOUT_OPTIONS) return;
    for (const option of (await listOptions(store, item.uid, item.id))) await store.delete(option.path);
  },
  async replace(store, item, entries): Promise<DocData> {
    // Retreats are edited live (status policy `retreat`), so no revision is ever approved; kept for the contract.
    const listed = new Set(entries.map((e) => String(e.id)));
    for (const stored of (await listOptions(store, item.uid, item.id))) if (!listed.has(stored.id)) await store.delete(stored.path);
    for (const entry of entries) await store.set(`${optionsPath(item.uid, item.id)}/${String(entry.id)}`, entry);
    return {};
  },
};

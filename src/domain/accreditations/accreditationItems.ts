import { RETREAT_COLLECTION } from '../retreats/retreatStorage';

/**
 * Which of the publisher's items an accreditation item id names, per category (spec 1 §5: copyright and
 * the retreat certificates need one). A rule a schema cannot state: it names storage collections.
 * Copyright proof belongs to a track (a library item); liability and insurance certificates to a retreat.
 */
export const ACCREDITATION_ITEM_COLLECTIONS: Readonly<Record<string, string>> = {
  copyright: 'library_items',
  retreat_liability_certificates: RETREAT_COLLECTION,
  retreat_insurance_certificates: RETREAT_COLLECTION,
};

/** The document path of the item an upload belongs to, or null when the category takes none. */
export function accreditationItemPath(uid: string, category: string, itemId: string | undefined): string | null {
  const collection = ACCREDITATION_ITEM_COLLECTIONS[category];
  return collection && itemId ? `users/${uid}/${collection}/${itemId}` : null;
}

import type { DocData } from '../../../backend/ports';
import type { DocSnapshot } from '../../../backend/ports';
import type { DocumentReads } from '../../ports/documents';
import type { WizardCatalog } from '../../wizards/wizardCatalog';

/** The workshop form's wizard id: its manifest's storage names where shop products live. */
export const WORKSHOP_WIZARD_ID = 'workshop';
const DEFAULT_COLLECTION = 'shop_products';

/** Shop product types the workshop form makes (spec 3 §3). */
export const SHOP_PRODUCT_TYPES = ['WORKSHOP', 'WORKSHOP_RECORDING', 'B2B_WORKSHOP_PROMO'] as const;
/** Statuses a list shows unless asked otherwise: a soft-deleted product is gone for its owner (spec 3 §4). */
export const LISTED_STATUSES = ['PENDING', 'APPROVED', 'CANCELLED'] as const;

export interface ShopProduct {
  id: string;
  path: string;
  ownerId: string;
  data: DocData;
}

/** The collection under `users/{uid}/` the workshop wizard stores into (read from its manifest once it exists). */
export function shopProductsCollection(catalog: WizardCatalog): string {
  try {
    return catalog.manifest(WORKSHOP_WIZARD_ID).storage.collection;
  } catch {
    return DEFAULT_COLLECTION;
  }
}

// Only `users/{uid}/{collection}/{id}` is a shop product (a collection group also finds deeper ones).
const isTopLevel = (doc: DocSnapshot): boolean => doc.path.split('/').length === 4 && doc.path.startsWith('users/');

const toShopProduct = (doc: DocSnapshot): ShopProduct => ({ id: doc.id, path: doc.path, ownerId: doc.path.split('/')[1]!, data: doc.data });

/**
 * Shop products across publishers (an admin's list and an id without its owner need every
 * `users/{uid}/{collection}`: the collection group).
 */
export function shopProductRows(store: DocumentReads, collection: string) {
  return {
    async byId(id: string): Promise<ShopProduct | null> {
      // Firestore filters a collection group by document id only with the whole path, which names the owner:
      // the product keeps its id in `id` (the workshop manifest's storage.idField), one indexed query
      // (firestore.indexes.json). The document's own id must agree: a copied `id` field finds nothing.
      const found = (await store.collectionGroup(collection, { where: [['id', '==', id]], limit: 10 })).find((doc) => doc.id === id && isTopLevel(doc));
      return found ? toShopProduct(found) : null;
    },
    /** Newest first (by when each was created, then path), optionally one owner's. */
    async list(ownerId?: string): Promise<ShopProduct[]> {
      const docs = ownerId
        ? await store.query(`users/${ownerId}/${collection}`, {}, { byCreation: 'desc' })
        : await store.collectionGroup(collection, {}, { byCreation: 'desc' });
      return docs.filter(isTopLevel).map(toShopProduct);
    },
  };
}

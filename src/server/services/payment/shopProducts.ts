import type { DocData } from '../../../backend/ports';
import type { Db } from '../../db/openDatabase';
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

interface Row {
  path: string;
  id: string;
  data: string;
}

// GLOB's `*` also crosses `/`: only `users/{uid}/{collection}/{id}` is a shop product.
const isTopLevel = (row: Row): boolean => row.path.split('/').length === 4;

const toShopProduct = (row: Row): ShopProduct => ({ id: row.id, path: row.path, ownerId: row.path.split('/')[1]!, data: JSON.parse(row.data) as DocData });

/**
 * Shop products across publishers, read straight from SQLite (the document store queries one collection;
 * an admin's list and an id without its owner need every `users/{uid}/{collection}`).
 */
export function shopProductRows(db: Db, collection: string) {
  const parentPattern = `users/*/${collection}`;
  return {
    byId(id: string): ShopProduct | null {
      const rows = db.prepare<[string, string], Row>('SELECT path, id, data FROM documents WHERE parent GLOB ? AND id = ?').all(parentPattern, id);
      const row = rows.find(isTopLevel);
      return row ? toShopProduct(row) : null;
    },
    /** Newest first (by the stored `created_at`, then path), optionally one owner's. */
    list(ownerId?: string): ShopProduct[] {
      const rows = ownerId
        ? db.prepare<[string], Row>('SELECT path, id, data FROM documents WHERE parent = ? ORDER BY created_at DESC, path').all(`users/${ownerId}/${collection}`)
        : db.prepare<[string], Row>('SELECT path, id, data FROM documents WHERE parent GLOB ? ORDER BY created_at DESC, path').all(parentPattern);
      return rows.filter(isTopLevel).map(toShopProduct);
    },
  };
}

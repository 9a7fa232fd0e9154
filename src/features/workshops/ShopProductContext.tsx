import { createContext, useContext } from 'react';

/** What the workshop page tells the promo codes section and the groups picker about the workshop it edits. */
export interface ShopProductFacts {
  /** The stored workshop's id; null until its first save (promo codes are edit-only, spec 3 §2). */
  shopProductId: string | null;
  /** `?TEST_STRIPE=true`: payment calls carry the test-environment header (spec 3 §2). */
  testMode: boolean;
  /** The title typed so far, for the new group's default name (spec 3 §7). */
  title?: string;
}

export const ShopProductContext = createContext<ShopProductFacts>({ shopProductId: null, testMode: false });

/** The facts of the workshop around the field. */
export const useShopProductFacts = (): ShopProductFacts => useContext(ShopProductContext);

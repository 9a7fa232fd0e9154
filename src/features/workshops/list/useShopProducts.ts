import { useCallback, useEffect, useState } from 'react';
import type { ShopApi, ShopKind, ShopProductRow } from './shopApi';

/** The products of one kind (one publisher's for an admin's filter); `reload` reads them again. */
export function useShopProducts(api: ShopApi, kind: ShopKind, ownerId?: string) {
  const [rows, setRows] = useState<ShopProductRow[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let live = true;
    setRows(null);
    // A failed read shows an empty list (spec 3 §8 'Read failures … return empty lists').
    api.list(kind, ownerId).then(
      (found) => live && setRows(found),
      () => live && setRows([]),
    );
    return () => {
      live = false;
    };
  }, [api, kind, ownerId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { rows, reload };
}

import { lazy } from 'react';

// The shop and workshop lists load with their route.
const loadPages = () => import('../../../features/workshops/list/ShopPages');

export const LazyShopPage = lazy(() => loadPages().then((m) => ({ default: m.ShopPage })));
export const LazyWorkshopsPage = lazy(() => loadPages().then((m) => ({ default: m.WorkshopsPage })));

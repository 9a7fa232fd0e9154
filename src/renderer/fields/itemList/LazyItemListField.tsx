import { lazyField } from '../lazyField';

// The item list with its drag and drop (dnd-kit), editor modal and row machinery, about 16 kB gzip, loads with
// the first step that draws a list instead of with every wizard route (DESIGN §9 route budgets).
const itemList = lazyField(() => import('./ItemListField').then((module) => module.ItemListField));

/** `x-ui.widget: "itemList"` as the registry draws it: ItemListField, fetched when a step first draws a list. */
export const LazyItemListField = itemList.Field;
export const preloadItemListField = itemList.preload;

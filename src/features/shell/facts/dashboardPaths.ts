// Where the dashboard reads the acting user's role and content. The events and shop product
// collections are placeholders for the owners of spec 3 to confirm: they are read with page size 1.
export const userPath = (uid: string) => `users/${uid}`;
export const settingsPath = (uid: string) => `users/${uid}/private/settings`;
export const publisherPath = (uid: string) => `publishers/${uid}`;
export const libraryItemsPath = (uid: string) => `users/${uid}/library_items`;
export const eventsPath = (uid: string) => `users/${uid}/live_events`;
export const shopProductsPath = (uid: string) => `users/${uid}/shop_products`;

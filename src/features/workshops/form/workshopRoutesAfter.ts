/**
 * Where the publisher goes once a workshop is saved or deleted (spec 3 §2): the shop, on the promo tab
 * for a B2B promo (its list is the tab's).
 */
export function shopAfterWorkshop(type: unknown): string {
  return type === 'B2B_WORKSHOP_PROMO' ? '/shop?tab=B2B_WORKSHOP_PROMO' : '/shop';
}

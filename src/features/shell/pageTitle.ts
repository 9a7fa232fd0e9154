/** The product suffix of every page title. */
export const PAGE_TITLE_SUFFIX = ' | Publisher Dashboard';

/** Spec 1 §2: a menu label plus the product suffix. */
export function pageTitle(label: string): string {
  return `${label}${PAGE_TITLE_SUFFIX}`;
}

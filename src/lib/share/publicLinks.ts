/**
 * The public link shapes the product shares (spec 1 §1, spec 3 §1), on the public site's origin
 * (VITE_PUBLIC_SITE_URL, else this page's origin), and the app deep links that open the same item.
 */
export type ShareTarget =
  | { kind: 'publisher'; username: string }
  | { kind: 'course'; slug: string }
  | { kind: 'track'; id: string }
  | { kind: 'retreat'; slug: string }
  | { kind: 'workshop'; username: string; shopProductId: string }
  | { kind: 'shopProduct'; id: string };

const seg = encodeURIComponent;

/** The path of the item's public page. */
export function publicPath(target: ShareTarget): string {
  switch (target.kind) {
    case 'publisher':
      return `/${seg(target.username)}`;
    case 'course':
      return `/meditation-courses/${seg(target.slug)}`;
    case 'track':
      return `/guided-meditations/${seg(target.id)}`;
    case 'retreat':
      return `/retreat/${seg(target.slug)}`;
    case 'workshop':
      return `/${seg(target.username)}/workshops/${seg(target.shopProductId)}`;
    case 'shopProduct':
      return `/shop_products/${seg(target.id)}`;
  }
}

/** The app's scheme for deep links; the path mirrors the web link. */
export const APP_SCHEME = 'stillpoint';

export const publicSiteOrigin = (): string => ((import.meta.env.VITE_PUBLIC_SITE_URL as string | undefined) ?? window.location.origin).replace(/\/+$/, '');

export function shareLinks(target: ShareTarget): { webLink: string; deepLink: string } {
  const path = publicPath(target);
  return { webLink: `${publicSiteOrigin()}${path}`, deepLink: `${APP_SCHEME}:/${path}` };
}

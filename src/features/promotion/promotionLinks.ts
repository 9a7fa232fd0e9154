import type { DocumentsPort } from '../../backend/ports';

/** One public link of the publisher's, by spec 1 §1's link shapes. */
export interface PromotionLink {
  id: string;
  title: string;
  path: string;
}

/** The publisher page and the live content's public links: published courses and tracks, approved workshops. */
export async function loadPromotionLinks(documents: DocumentsPort, uid: string): Promise<{ username: string | null; links: PromotionLink[] }> {
  const [user, items, products] = await Promise.all([
    documents.get(`users/${uid}`).catch(() => null),
    documents.query(`users/${uid}/library_items`, { where: [['status', '==', 'PUBLISHED']], limit: 100 }).catch(() => []),
    documents.query(`users/${uid}/shop_products`, { where: [['status', '==', 'APPROVED']], limit: 50 }).catch(() => []),
  ]);
  const username = typeof user?.data.username === 'string' ? user.data.username : null;
  const links: PromotionLink[] = [];
  for (const item of items) {
    const title = String(item.data.title ?? '');
    if (item.data.item_type === 'COURSES') links.push({ id: item.id, title, path: `/meditation-courses/${item.id}` });
    else links.push({ id: item.id, title, path: `/guided-meditations/${item.id}` });
  }
  for (const product of products) {
    const title = String(product.data.title ?? '');
    const isWorkshop = typeof product.data.type === 'string' && product.data.type.startsWith('WORKSHOP');
    links.push({ id: product.id, title, path: isWorkshop && username ? `/${username}/workshops/${product.id}` : `/shop_products/${product.id}` });
  }
  return { username, links };
}

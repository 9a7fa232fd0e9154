import { badRequest, HttpError } from '../../http/HttpError';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';

// Spec 1 §1 public link shapes whose last segment names the publisher's own item.
const ITEM_LINKS: Record<string, (uid: string, id: string) => string> = {
  'meditation-courses': (uid, id) => `users/${uid}/library_items/${id}`,
  'guided-meditations': (uid, id) => `users/${uid}/library_items/${id}`,
  shop_products: (uid, id) => `users/${uid}/shop_products/${id}`,
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The widgets service (spec 3 §7 GET /api/generate with url and cid): the embeddable snippet for one of
 * the caller's own public links, the publisher page /{username}, /{username}/… or an item link of theirs.
 */
export function widgetRoutes(ctx: Pick<ServerContext, 'docs'>): Router {
  return new Router().add('GET', '/api/generate', async ({ res, url, user }) => {
    const raw = url.searchParams.get('url') ?? '';
    const cid = url.searchParams.get('cid') ?? '';
    let target: URL;
    try {
      target = new URL(raw);
    } catch {
      throw badRequest('Invalid url: must be an absolute http or https link');
    }
    if (target.protocol !== 'https:' && target.protocol !== 'http:') throw badRequest('Invalid url: must be an absolute http or https link');
    if (cid !== '' && !/^[A-Za-z0-9_-]{1,128}$/.test(cid)) throw badRequest('Invalid cid');
    const username = (await ctx.docs.get(`users/${user.uid}`))?.data.username;
    const [first, second] = target.pathname.split('/').filter(Boolean);
    const own =
      (typeof username === 'string' && first === username) ||
      (first !== undefined && second !== undefined && ITEM_LINKS[first] !== undefined && await ctx.docs.get(ITEM_LINKS[first]!(user.uid, second)) !== null);
    if (!own) throw new HttpError(403, 'Widgets can only be made for your own public links');
    const src = `${target.origin}/widgets/embed?${new URLSearchParams({ url: target.href, ...(cid ? { cid } : {}) }).toString()}`;
    const html = `<iframe src="${escapeAttribute(src)}" width="100%" height="420" style="border:0" loading="lazy" title="${escapeAttribute(target.pathname)}"></iframe>`;
    sendJson(res, 200, { data: { url: target.href, cid: cid || null, html } });
  });
}

import type { DocData } from '../../../backend/ports';
import { permissionDenied } from '../../http/HttpError';
import { sendEmpty, sendJson } from '../../http/respond';
import { Router, type Handler } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { allOf, donationsPath, FORUM_POSTS, reviewsPath } from '../community/communityCollections';
import { pageParams } from '../community/listParams';

/** Spec 3 §9: presence lists come in pages of 20. */
const PRESENCE_PAGE = 20;

/**
 * The publisher's community as the presence service knows it: the members who reviewed, thanked or
 * posted to them, each once, most recent first.
 */
async function communityOf(ctx: Pick<ServerContext, 'docs'>, uid: string): Promise<Array<{ id: string; name: string }>> {
  const records: DocData[] = [
    ...(await allOf(ctx.docs, reviewsPath(uid))),
    ...(await allOf(ctx.docs, donationsPath(uid))),
    ...(await allOf(ctx.docs, FORUM_POSTS)).filter((post) => post.owner_id === uid && post.user_id !== uid),
  ];
  const epoch = (r: DocData) => Number((r.created_at as { epoch?: number } | undefined)?.epoch ?? 0);
  const members = new Map<string, { id: string; name: string }>();
  for (const record of records.sort((a, b) => epoch(b) - epoch(a))) {
    const member = record.user as { id?: unknown; name?: unknown } | undefined;
    if (typeof member?.id === 'string' && !members.has(member.id)) members.set(member.id, { id: member.id, name: String(member.name ?? '') });
  }
  return [...members.values()];
}

/**
 * The presence service (spec 3 §7), relative to `/svc/presence`: GET and HEAD
 * /{v1|v2}/spaces/{a}/{b}/users/{id}/friends, the total in the x-total-count header (HEAD answers only
 * the header). Only the caller's own list: another user's id is 403.
 */
export function presenceService(ctx: Pick<ServerContext, 'docs'>): Router {
  const friends =
    (version: 'v1' | 'v2'): Handler =>
    async ({ req, res, url, params, user }) => {
      if (params.id !== user.uid) throw permissionDenied();
      const all = await communityOf(ctx, user.uid);
      const headers = { 'x-total-count': String(all.length), 'Access-Control-Expose-Headers': 'x-total-count' };
      if (req.method === 'HEAD') return sendEmpty(res, 200, headers);
      const { offset, limit } = pageParams(url, PRESENCE_PAGE);
      const page = all.slice(offset, offset + limit);
      sendJson(res, 200, version === 'v1' ? { data: page } : { items: page, offset, limit }, headers);
    };
  return new Router().add('GET', '/v1/spaces/:a/:b/users/:id/friends', friends('v1')).add('GET', '/v2/spaces/:a/:b/users/:id/friends', friends('v2'));
}

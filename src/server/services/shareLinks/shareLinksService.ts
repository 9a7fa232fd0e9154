import { randomBytes } from 'node:crypto';
import { timestampOf } from '../../../domain/storedTimestamp';
import { notFound, permissionDenied } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendEmpty, sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { SHARE_LINKS } from '../community/communityCollections';
import { checkDefinition } from '../community/communityForms';
import { answeringFieldErrors } from '../teacherDashboard/fieldRefusal';

/** Short link codes: 10 url-safe characters. */
const newCode = () => randomBytes(8).toString('base64url').slice(0, 10);

/**
 * The share-link generator (spec 1 §7, spec 3 §7), relative to `/svc/shareLinks`: POST /api/v1/share-links
 * with web link, deep link, user id, image and title (schemas/wizards/share-link; the user id must be the
 * caller) answers a short link; GET /s/{code} (public, like any shared link) redirects to the web link.
 */
export function shareLinksService(ctx: Pick<ServerContext, 'docs'>): Router {
  return new Router()
    .add(
      'POST',
      '/api/v1/share-links',
      answeringFieldErrors(async ({ req, res, user }) => {
        const body = await readJsonObject(req);
        checkDefinition('shareLink', body);
        if (body.user_id !== user.uid) throw permissionDenied();
        const code = newCode();
        await ctx.docs.set(`${SHARE_LINKS}/${code}`, { ...body, owner_id: user.uid, created_at: timestampOf(new Date()) });
        const origin = `http://${req.headers.host ?? '127.0.0.1'}`;
        sendJson(res, 201, { data: { code, short_link: `${origin}/svc/shareLinks/s/${code}`, web_link: body.web_link, deep_link: body.deep_link } });
      }),
    )
    .add(
      'GET',
      '/s/:code',
      async ({ res, params }) => {
        const link = await ctx.docs.get(`${SHARE_LINKS}/${params.code!}`);
        if (!link) throw notFound('Link not found');
        sendEmpty(res, 302, { Location: String(link.data.web_link) });
      },
      { public: true },
    );
}

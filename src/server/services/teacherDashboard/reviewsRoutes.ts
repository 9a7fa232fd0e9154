import { isInboxKind, INBOX_TABS, DEFAULT_INBOX_TAB, PAGE_SIZE, type InboxKind } from '../../../domain/community/inboxQuery';
import { isLastReadArea, type LastReadArea } from '../../../domain/community/lastRead';
import { withoutPublisherReply, withPublisherReply } from '../../../domain/community/replyState';
import { timestampOf } from '../../../domain/storedTimestamp';
import { badRequest, notFound } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { inboxPath } from '../community/communityCollections';
import { checkForm } from '../community/communityForms';
import { inboxPage, ownInboxItems } from '../community/inboxItems';
import { markRead, readMarkers, refreshNotificationDots } from '../community/lastReadMarkers';
import { choiceParam, intParam, pageParams } from '../community/listParams';
import { answeringFieldErrors } from './fieldRefusal';

const AREA_OF: Record<InboxKind, LastReadArea> = { reviews: 'reviews', gratitude: 'gratitude' };

function kindOf(raw: string): InboxKind {
  if (!isInboxKind(raw)) throw notFound('Unknown inbox');
  return raw;
}

/**
 * The reply side of reviews and the gratitude wall (spec 3 §3, §4, §9), relative to the teacher dashboard
 * service. Always the caller's own inbox: the path has no owner, so another publisher's items are
 * unreachable (404 by id). Replies are checked with schemas/wizards/community-reply.
 */
export function reviewsRoutes(ctx: Pick<ServerContext, 'docs'>): Router {
  const { docs } = ctx;
  const ownItem = async (kind: InboxKind, uid: string, id: string) => {
    const found = await docs.get(`${inboxPath(kind, uid)}/${id}`);
    if (!found) throw notFound(kind === 'reviews' ? 'Review not found' : 'Gratitude post not found');
    return found;
  };
  return new Router()
    .add('GET', '/api/v1/publishers/inbox/:kind', async ({ res, url, params, user }) => {
      const kind = kindOf(params.kind!);
      const tab = choiceParam(url, 'tab', INBOX_TABS) ?? DEFAULT_INBOX_TAB;
      const rating = url.searchParams.has('rating') ? intParam(url, 'rating', 0, 1, 5) : undefined;
      const itemId = url.searchParams.get('item_id') || undefined;
      const type = url.searchParams.get('type') || undefined;
      const marker = (await readMarkers(docs, user.uid))[AREA_OF[kind]];
      const page = inboxPage((await ownInboxItems(docs, kind, user.uid)), kind, { tab, rating, itemId, type }, pageParams(url, PAGE_SIZE[kind]), marker);
      sendJson(res, 200, { data: { ...page, tab, last_read_at: marker } });
    })
    .add(
      'PUT',
      '/api/v1/publishers/inbox/:kind/:id/reply',
      answeringFieldErrors(async ({ req, res, params, user }) => {
        const kind = kindOf(params.kind!);
        const body = await readJsonObject(req);
        checkForm('community-reply', 'reply', body);
        const stored = await ownItem(kind, user.uid, params.id!);
        const next = withPublisherReply(stored.data, String(body.publisher_reply), timestampOf(new Date()));
        await docs.set(stored.path, next);
        sendJson(res, 200, { data: { ...next, id: stored.id } });
      }),
    )
    .add('DELETE', '/api/v1/publishers/inbox/:kind/:id/reply', async ({ res, params, user }) => {
      const kind = kindOf(params.kind!);
      const stored = await ownItem(kind, user.uid, params.id!);
      const next = withoutPublisherReply(stored.data);
      await docs.set(stored.path, next);
      sendJson(res, 200, { data: { ...next, id: stored.id } });
    })
    .add('POST', '/api/v1/publishers/last-read/:area', async ({ res, params, user }) => {
      if (!isLastReadArea(params.area!)) throw badRequest('Unknown last-read area: must be reviews, gratitude or classroom');
      sendJson(res, 200, { data: await markRead(docs, user.uid, params.area, Date.now()) });
    })
    .add('GET', '/api/v1/publishers/notification-dots', async ({ res, user }) => {
      sendJson(res, 200, { data: await refreshNotificationDots(docs, user.uid) });
    });
}

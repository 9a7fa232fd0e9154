import { createReadStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { AuthUser } from '../../../backend/ports';
import { MODERATION_ACTIONS, type ModerationAction } from '../../../domain/live/liveComments';
import { isShowableEvent, isShowableItem, promoItemPaths, PROMO_CARD_TTL_SECONDS, PROMO_CARD_TYPES, type PromoCardType } from '../../../domain/live/promoCards';
import { generateId } from '../../db/DocumentStore';
import { badRequest, HttpError, notFound } from '../../http/HttpError';
import { readJsonObject } from '../../http/readJsonBody';
import { sendJson } from '../../http/respond';
import { Router } from '../../http/Router';
import type { ServerContext } from '../../ServerContext';
import { answeringRefusals } from '../../wizards/validationRefusal';
import { BodyReader } from '../bodyReader';
import { requireProfile } from '../requireProfile';
import { broadcastIngest } from './broadcastIngest';
import { EVENTS_COLLECTION, isLiveEventType, occurrencesOf, promoCardsOf, type EventRecord, type PromoCardRecord } from './eventRecords';
import { liveCommentsHub } from './liveCommentsHub';
import { liveCommentBody, liveEventCreate, liveEventPatch } from './liveEventRules';
import { liveEventsStore, OCCURRENCE_ACTIONS, type OccurrenceAction } from './liveEventsStore';
import { liveKitBroadcast, liveKitConfigFrom } from './liveKitBroadcast';

const CHUNK_LIMIT = 16 * 1024 * 1024;
const MAX_PAGE = 1000;
const DEFAULT_PAGE = 20;

function pageOf(url: URL, max = MAX_PAGE) {
  const offset = Number(url.searchParams.get('offset') ?? 0);
  const limit = Number(url.searchParams.get('limit') ?? DEFAULT_PAGE);
  if (!Number.isInteger(offset) || offset < 0) throw badRequest('Invalid offset: must be a whole number from 0');
  if (!Number.isInteger(limit) || limit < 1 || limit > max) throw badRequest(`Invalid limit: must be an integer from 1 to ${max}`);
  return { offset, limit };
}

async function readChunk(req: IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of req as AsyncIterable<Buffer>) {
    size += part.length;
    if (size > CHUNK_LIMIT) throw new HttpError(413, 'Chunk too large');
    parts.push(part);
  }
  return Buffer.concat(parts);
}

/**
 * The live-event calls of the events service (spec 3 §7, issue 17): live events, occurrence actions with
 * the broadcast token, attendees and selected meditators, comments (SSE per occurrence), promo cards, and
 * the local broadcast path (chunks in, HLS out). Writes are the event owner's; viewers (any signed-in
 * user) read an approved event, join it, comment, and play its stream.
 */
export function liveEventRoutes(ctx: ServerContext): Router {
  const events = liveEventsStore(ctx.docs);
  const comments = liveCommentsHub(ctx.docs, (eventId, occurrenceId) => `${occurrencesOf(eventId)}/${occurrenceId}`);
  const ingest = broadcastIngest(ctx.dataDir, ctx.logger);
  // Production broadcasting through LiveKit when it is configured (docs/live-broadcast.md); else the local path.
  const liveKitConfig = liveKitConfigFrom(process.env);
  const liveKit = liveKitConfig && liveKitBroadcast(liveKitConfig, ctx.docs);

  const person = async (user: AuthUser) => {
    const data = (await ctx.docs.get(`users/${user.uid}`))?.data ?? {};
    const name = typeof data.name === 'string' && data.name ? data.name : '';
    const username = typeof data.username === 'string' && data.username ? data.username : null;
    return { name, username, has_avatar: typeof (await ctx.docs.get(`publishers/${user.uid}`))?.data.user_avatar_url === 'string', is_publisher: data.isApprovedPublisher === true };
  };

  // A viewer reaches the occurrence of an event they may see (404 otherwise).
  const viewedOccurrence = async (user: AuthUser, eventId: string, occurrenceId: string) => {
    const view = await events.view(user, eventId);
    const occurrence = await events.requireOccurrence(view.id, occurrenceId);
    return { view, occurrence };
  };

  // A card shows one of the host's own live items (spec 3 §4 promo cards; the picker lists the same ones).
  const showableItemTitle = async (owner: string, eventId: string, type: PromoCardType, itemId: string): Promise<string> => {
    if (type === 'EVENT') {
      const other = (await ctx.docs.get(`${EVENTS_COLLECTION}/${itemId}`))?.data as EventRecord | undefined;
      if (other && other.owner === owner && isLiveEventType(other.type) && isShowableEvent(other, eventId, itemId)) return other.title;
    } else {
      for (const { kind, path } of promoItemPaths(type, owner, itemId)) {
        const found = (await ctx.docs.get(path))?.data;
        if (found && isShowableItem(kind, found)) return typeof found.title === 'string' ? found.title : '';
      }
    }
    throw badRequest('Invalid item_id: the card must show one of your approved or published items');
  };

  return new Router()
    .add('POST', '/api/v1/live-events', answeringRefusals(async ({ req, res, user }) => {
      await requireProfile(ctx.docs, user);
      sendJson(res, 200, (await events.create(user, liveEventCreate(user.uid, await readJsonObject(req)))));
    }))
    .add('GET', '/api/v1/live-events', async ({ res, url, user }) => {
      const { offset, limit } = pageOf(url);
      sendJson(res, 200, (await events.hosted(user, offset, limit)));
    })
    .add('PATCH', '/api/v1/live-events/:id', answeringRefusals(async ({ req, res, params, user }) => {
      const body = await readJsonObject(req);
      sendJson(res, 200, (await events.patch(user, params.id!, (stored) => liveEventPatch(user.uid, body, stored))));
    }))
    .add('POST', '/api/v1/live-events/:id', async ({ req, res, params, user }) => {
      const body = new BodyReader(await readJsonObject(req), ['action']);
      if (body.string('action', { required: true }) !== 'CANCEL') throw badRequest('Invalid action: must be CANCEL');
      sendJson(res, 200, (await events.cancel(user, params.id!)));
    })
    .add('GET', '/api/v1/live-events/:id', async ({ res, params, user }) => sendJson(res, 200, await events.own(user, params.id!)))
    .add('GET', '/api/v1/events/:id/live', async ({ res, params, user }) => {
      const view = await events.view(user, params.id!);
      // Viewers play the LiveKit egress's playlist in production, the local server's otherwise.
      const playback_url = liveKit && view.occurrence ? liveKit.playlistUrl(view.id, view.occurrence.id) : null;
      sendJson(res, 200, playback_url ? { ...view, playback_url } : view);
    })
    .add('POST', '/api/v1/events/:id/occurrences/:occ', async ({ req, res, params, user }) => {
      const read = new BodyReader(await readJsonObject(req), ['action', 'transcoding_config', 'record_test_event']);
      const action = read.string('action', { required: true });
      if (!(OCCURRENCE_ACTIONS as readonly string[]).includes(action)) throw badRequest(`Invalid action: must be one of ${OCCURRENCE_ACTIONS.join(', ')}`);
      read.boolean('record_test_event');
      const answer = await events.occurrenceAction(user, params.id!, params.occ!, action as OccurrenceAction);
      if (action === 'END_SESSION') ingest.end(params.id!, params.occ!);
      if (action === 'ENABLE_COMMENTS' || action === 'DISABLE_COMMENTS') comments.commentingChanged(params.id!, params.occ!, answer.occurrence.is_commenting_enabled);
      if (liveKit && action === 'START_SESSION') {
        // The LiveKit token replaces the local broadcast token; the browser publishes to the WHIP ingress.
        const { event } = await events.ownOccurrence(user, params.id!, params.occ!);
        try {
          return sendJson(res, 200, { ...answer, ...(await liveKit.start(user.uid, params.id!, params.occ!, event.type === 'AUDIO_STREAM')) });
        } catch (error) {
          ctx.logger.error(`LiveKit could not start event ${params.id!} occurrence ${params.occ!}`, error);
          throw new HttpError(502, 'The broadcast service could not start the session');
        }
      }
      if (liveKit && action === 'END_SESSION') {
        await liveKit.end(params.id!, params.occ!).catch((error: unknown) => ctx.logger.error(`LiveKit could not stop event ${params.id!} occurrence ${params.occ!}`, error));
      }
      sendJson(res, 200, answer);
    })
    .add('POST', '/api/v1/events/:id/occurrences/:occ/join', async ({ res, params, user }) => {
      await viewedOccurrence(user, params.id!, params.occ!);
      const attendee = await events.join(user, params.id!, await person(user));
      // With LiveKit a viewer may also subscribe over WebRTC: a subscribe-only token for the room.
      sendJson(res, 200, liveKit ? { ...attendee, token: await liveKit.viewerToken(user.uid, params.id!, params.occ!) } : attendee);
    })
    .add('GET', '/api/v1/events/:id/attendees', async ({ res, params, url, user }) => {
      const { offset, limit } = pageOf(url);
      sendJson(res, 200, (await events.attendees(user, params.id!, offset, limit)));
    })
    .add('GET', '/api/v1/events/:id/occurrences/:occ/selected-meditators', async ({ res, params, url, user }) => {
      const { offset, limit } = pageOf(url);
      sendJson(res, 200, (await events.selectedMeditators(user, params.id!, params.occ!, offset, limit)));
    })
    // Comments: anyone who may view posts; the owner moderates; the stream takes the token in the query (EventSource).
    .add('POST', '/api/v1/events/:id/occurrences/:occ/comments', answeringRefusals(async ({ req, res, params, user }) => {
      const { occurrence } = await viewedOccurrence(user, params.id!, params.occ!);
      const { comment, lang } = liveCommentBody(await readJsonObject(req));
      const isOwner = (await events.view(user, params.id!)).owner === user.uid;
      if (!occurrence.is_commenting_enabled && !isOwner) throw new HttpError(403, 'Commenting is disabled for this session');
      sendJson(res, 200, await comments.post(params.id!, params.occ!, { ...user, ...(await person(user)) }, comment, lang));
    }))
    .add('POST', '/api/v1/events/:id/occurrences/:occ/comments/:comment', async ({ req, res, params, user }) => {
      await events.ownOccurrence(user, params.id!, params.occ!);
      const action = new BodyReader(await readJsonObject(req), ['action']).string('action', { required: true });
      if (!(MODERATION_ACTIONS as readonly string[]).includes(action)) throw badRequest(`Invalid action: must be one of ${MODERATION_ACTIONS.join(', ')}`);
      sendJson(res, 200, (await comments.moderate(params.id!, params.occ!, params.comment!, action as ModerationAction)));
    })
    .add('GET', '/api/v1/events/:id/occurrences/:occ/comments', async ({ res, params, user }) => {
      await viewedOccurrence(user, params.id!, params.occ!);
      sendJson(res, 200, { data: await comments.latest(params.id!, params.occ!) });
    })
    .add(
      'GET',
      '/api/v1/events/:id/occurrences/:occ/comments/stream',
      async ({ req, res, params, url, user }) => {
        await viewedOccurrence(user, params.id!, params.occ!);
        const header = req.headers['last-event-id'];
        const lastEventId = (typeof header === 'string' ? header : null) ?? url.searchParams.get('lastEventId');
        await comments.open(res, params.id!, params.occ!, lastEventId);
      },
      { tokenInQuery: true },
    )
    // Promo cards (spec 3 §7): SHOW with ttl 14400, HIDE; told to the session's viewers over the comment stream.
    .add('POST', '/api/v1/events/:id/promo-cards', async ({ req, res, params, user }) => {
      const read = new BodyReader(await readJsonObject(req), ['id', 'occurrence_id', 'type', 'item_id', 'ttl', 'action']);
      if (read.string('action', { required: true }) !== 'SHOW') throw badRequest('Invalid action: must be SHOW');
      const occurrenceId = read.string('occurrence_id', { required: true, max: 100 });
      const { event } = await events.ownOccurrence(user, params.id!, occurrenceId);
      const type = read.choice('type', PROMO_CARD_TYPES) ?? null;
      if (!type) throw badRequest(`Invalid type: must be one of ${PROMO_CARD_TYPES.join(', ')}`);
      const itemId = read.string('item_id', { max: 200 }) ?? '';
      const pointsAtItem = type === 'SHOP_PRODUCT' || type === 'COURSE' || type === 'EVENT';
      if (pointsAtItem && !itemId) throw badRequest('Invalid item_id: this card needs the item it shows');
      const title = pointsAtItem ? await showableItemTitle(event.owner, params.id!, type, itemId) : undefined;
      const card: PromoCardRecord = {
        id: read.string('id', { max: 100 }) ?? generateId(),
        occurrence_id: occurrenceId,
        type,
        item_id: itemId,
        ttl: read.integer('ttl', { min: 1, max: PROMO_CARD_TTL_SECONDS }) ?? PROMO_CARD_TTL_SECONDS,
        shown_at: Date.now(),
        hidden_at: null,
        ...(title === undefined ? {} : { title }),
      };
      await ctx.docs.set(`${promoCardsOf(params.id!)}/${card.id}`, card);
      comments.promo(params.id!, occurrenceId, card);
      sendJson(res, 200, card);
    })
    .add('POST', '/api/v1/events/:id/promo-cards/:promo', async ({ req, res, params, user }) => {
      await events.ownLiveEvent(user, params.id!);
      if (new BodyReader(await readJsonObject(req), ['action']).string('action', { required: true }) !== 'HIDE') throw badRequest('Invalid action: must be HIDE');
      const found = (await ctx.docs.get(`${promoCardsOf(params.id!)}/${params.promo!}`))?.data as PromoCardRecord | undefined;
      if (!found) throw notFound('Promo card not found');
      const card = { ...found, hidden_at: found.hidden_at ?? Date.now() };
      await ctx.docs.set(`${promoCardsOf(params.id!)}/${card.id}`, card);
      comments.promo(params.id!, card.occurrence_id, card);
      sendJson(res, 200, card);
    })
    // The local broadcast path: the host's chunks (with the session's token), and the HLS files for viewers.
    .add('POST', '/api/v1/events/:id/occurrences/:occ/broadcast/:seq', async ({ req, res, params, user }) => {
      await events.ownOccurrence(user, params.id!, params.occ!);
      const header = req.headers['x-broadcast-token'];
      const token = typeof header === 'string' ? header : null;
      await events.checkBroadcastToken(params.id!, params.occ!, token);
      const seq = Number(params.seq);
      if (!Number.isInteger(seq) || seq < 0) throw badRequest('Invalid chunk number');
      // Each Go live (a new token) is a take of its own: a host who reloaded continues the same playlist.
      sendJson(res, 200, ingest.accept(params.id!, params.occ!, token!, seq, await readChunk(req)));
    })
    .add('GET', '/api/v1/events/:id/occurrences/:occ/hls/:file', async ({ res, params, user }) => {
      await viewedOccurrence(user, params.id!, params.occ!);
      const path = ingest.file(params.id!, params.occ!, params.file!);
      const playlist = params.file!.endsWith('.m3u8');
      res.writeHead(200, {
        'Content-Type': playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t',
        // The playlist grows while live; segments never change.
        'Cache-Control': playlist ? 'no-cache' : 'private, max-age=3600',
      });
      createReadStream(path).pipe(res);
    });
}

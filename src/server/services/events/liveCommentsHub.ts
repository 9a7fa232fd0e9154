import type { ServerResponse } from 'node:http';
import type { AuthUser } from '../../../backend/ports';
import { COMMENTS_KEPT, moderated, type LiveComment, type ModerationAction } from '../../../domain/live/liveComments';
import { generateId, type DocumentStore } from '../../db/DocumentStore';
import { HttpError } from '../../http/HttpError';
import { commentsOf, type OccurrenceRecord, type PromoCardRecord } from './eventRecords';

type Store = Pick<DocumentStore, 'get' | 'set' | 'query'>;

/** A comment as stored: the comment and the stream id of its latest change. */
type StoredComment = LiveComment & { event_seq: number };

/** One message of the comment stream: a comment (new or changed), the commenting switch, a promo card. */
export type StreamMessage =
  | { kind: 'comment'; comment: LiveComment }
  | { kind: 'commenting'; enabled: boolean }
  | { kind: 'promo'; card: PromoCardRecord };

/** How often an idle stream sends a heartbeat comment (notes §3: about 15 s). */
export const HEARTBEAT_MS = 15_000;

const key = (eventId: string, occurrenceId: string) => `${eventId}/${occurrenceId}`;
const stripSeq = ({ event_seq, ...comment }: StoredComment): LiveComment => (void event_seq, comment);

/**
 * The comment stream of each occurrence over SSE (issue 17 item 4): every change gets the next id of the
 * occurrence (monotonic, stored with the occurrence, so ids survive a restart); a reconnect with
 * `Last-Event-ID` replays the changes after it from the stored comments, so nothing is lost and nothing
 * comes twice; without an id (or with one the server never gave) the latest 50 come as one snapshot.
 */
export function liveCommentsHub(store: Store, occurrencePath: (eventId: string, occurrenceId: string) => string, now: () => number = Date.now, heartbeatMs = HEARTBEAT_MS) {
  const listeners = new Map<string, Set<ServerResponse>>();

  const occurrenceOf = async (eventId: string, occurrenceId: string) => (await store.get(occurrencePath(eventId, occurrenceId)))?.data as OccurrenceRecord;

  // Takes the next stream id of the occurrence and stores it there.
  const nextSeq = async (eventId: string, occurrenceId: string) => {
    const occurrence = await occurrenceOf(eventId, occurrenceId);
    const seq = (occurrence.comment_seq ?? 0) + 1;
    await store.set(occurrencePath(eventId, occurrenceId), { ...occurrence, comment_seq: seq });
    return seq;
  };

  const write = (res: ServerResponse, id: number | null, event: string, data: unknown) =>
    res.write(`${id === null ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

  const publish = (eventId: string, occurrenceId: string, seq: number | null, message: StreamMessage) => {
    const payload = message.kind === 'comment' ? message.comment : message.kind === 'commenting' ? { enabled: message.enabled } : message.card;
    for (const res of listeners.get(key(eventId, occurrenceId)) ?? []) write(res, seq, message.kind, payload);
  };

  const storeComment = async (eventId: string, occurrenceId: string, comment: LiveComment) => {
    const seq = await nextSeq(eventId, occurrenceId);
    await store.set(`${commentsOf(eventId, occurrenceId)}/${comment.id}`, { ...comment, event_seq: seq });
    publish(eventId, occurrenceId, seq, { kind: 'comment', comment });
    return comment;
  };

  const storedComment = async (eventId: string, occurrenceId: string, id: string) => {
    const found = (await store.get(`${commentsOf(eventId, occurrenceId)}/${id}`))?.data as unknown as StoredComment | undefined;
    if (!found) throw new HttpError(404, 'Comment not found');
    return stripSeq(found);
  };

  const latest = async (eventId: string, occurrenceId: string) =>
    (await store
      .query(commentsOf(eventId, occurrenceId), { orderBy: [['created_at', 'desc']], limit: COMMENTS_KEPT }))
      .map((doc) => stripSeq(doc.data as unknown as StoredComment))
      .reverse();

  return {
    /** A new comment (spec 3 §4: it starts PENDING). */
    post(eventId: string, occurrenceId: string, author: AuthUser & { name: string; username: string | null; is_publisher: boolean }, text: string, lang: string | null): Promise<LiveComment> {
      return storeComment(eventId, occurrenceId, {
        id: generateId(),
        comment: text,
        type: 'TEXT',
        status: 'PENDING',
        occurrence_id: occurrenceId,
        user: { id: author.uid, name: author.name, username: author.username, has_avatar: false, is_publisher: author.is_publisher },
        device: 'WEB',
        lang,
        is_sticky: false,
        approved_at: null,
        created_at: now(),
      });
    },

    /** The host's moderation (approve, block, make sticky). */
    async moderate(eventId: string, occurrenceId: string, commentId: string, action: ModerationAction): Promise<LiveComment> {
      const current = await storedComment(eventId, occurrenceId, commentId);
      const next = moderated(current, action, now());
      return next === current ? current : (await storeComment(eventId, occurrenceId, next));
    },

    latest,

    /** The commenting switch, told to every listener. */
    commentingChanged(eventId: string, occurrenceId: string, enabled: boolean) {
      publish(eventId, occurrenceId, null, { kind: 'commenting', enabled });
    },

    promo(eventId: string, occurrenceId: string, card: PromoCardRecord) {
      publish(eventId, occurrenceId, null, { kind: 'promo', card });
    },

    /**
     * Opens the stream: SSE headers (no-transform: a compressing proxy would hold events back), the
     * replay or the snapshot, then live changes and a heartbeat until the client goes.
     */
    async open(res: ServerResponse, eventId: string, occurrenceId: string, lastEventId: string | null) {
      const occurrence = await occurrenceOf(eventId, occurrenceId);
      const current = occurrence.comment_seq ?? 0;
      res.writeHead(200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache, no-transform',
        'X-Accel-Buffering': 'no',
        Connection: 'keep-alive',
      });
      res.write(`retry: 1000\n\n`);
      const last = lastEventId !== null && /^\d+$/.test(lastEventId) ? Number(lastEventId) : null;
      if (last !== null && last <= current) {
        const missed = (await store
          .query(commentsOf(eventId, occurrenceId), { where: [['event_seq', '>', last]], orderBy: [['event_seq', 'asc']], limit: 1000 }))
          .map((doc) => doc.data as unknown as StoredComment);
        for (const comment of missed) write(res, comment.event_seq, 'comment', stripSeq(comment));
      } else {
        write(res, current, 'snapshot', { comments: await latest(eventId, occurrenceId), is_commenting_enabled: occurrence.is_commenting_enabled });
      }
      const set = listeners.get(key(eventId, occurrenceId)) ?? new Set<ServerResponse>();
      set.add(res);
      listeners.set(key(eventId, occurrenceId), set);
      const heartbeat = setInterval(() => res.write(`: heartbeat\n\n`), heartbeatMs);
      res.on('close', () => {
        clearInterval(heartbeat);
        set.delete(res);
      });
    },

    /** Closes every open stream (server shutdown; tests drop connections this way). */
    closeAll() {
      for (const set of listeners.values()) for (const res of set) res.end();
    },
  };
}

export type LiveCommentsHub = ReturnType<typeof liveCommentsHub>;

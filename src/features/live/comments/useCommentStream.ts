import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useReducer, useRef } from 'react';
import { commentConnectionMachine } from '../../../../machines/commentConnectionMachine';
import { commentsReducer, initialComments, type LiveComment } from '../../../domain/live/liveComments';
import { useLiveMedia } from '../host/liveMedia';
import type { LiveApi, PromoCardRecord } from '../liveApi';

/** What the comment stream gives a screen. */
export interface CommentStream {
  comments: ReturnType<typeof commentsReducer>;
  /** The connection machine's state: connecting, live, reconnecting or snapshot. */
  connection: string;
  /** Promo cards told over the stream (viewers show the newest one that is not hidden). */
  promo: PromoCardRecord | null;
}

const RECONNECT_MS = 1_000;

/**
 * The local transport of the comments (SSE per occurrence) feeding the shared reducer; the connection
 * machine follows it. A reconnect names the last id applied, so the server replays exactly what was
 * missed; a snapshot (first connect, or a gap the server cannot replay) replaces the list.
 */
export function useCommentStream(api: LiveApi, eventId: string, occurrenceId: string | null, ownerId: string): CommentStream {
  const [comments, dispatch] = useReducer(commentsReducer, ownerId, (owner) => initialComments(owner));
  const connection = useActorRef(commentConnectionMachine, { inspect: useLiveMedia().inspect });
  const state = useSelector(connection, (s) => String(s.value));
  const [promo, setPromo] = useReducer((_: PromoCardRecord | null, next: PromoCardRecord | null) => next, null);
  const lastId = useRef<string | null>(null);

  useEffect(() => {
    if (!occurrenceId) return;
    let source: EventSource | null = null;
    let stopped = false;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const applied = (id: string | null) => {
      if (id === null) return;
      lastId.current = id;
      connection.send({ type: 'comment.applied', eventId: id });
    };
    const open = async () => {
      const base = await api.streamUrl(eventId, occurrenceId);
      if (stopped) return;
      source = new EventSource(lastId.current ? `${base}&lastEventId=${encodeURIComponent(lastId.current)}` : base);
      source.onopen = () => connection.send({ type: 'stream.opened' });
      source.onerror = () => {
        connection.send({ type: 'stream.dropped' });
        // The browser retries on its own unless the stream is closed for good; then open a new one.
        if (source?.readyState === EventSource.CLOSED && !stopped) retry = setTimeout(() => void open(), RECONNECT_MS);
      };
      source.addEventListener('snapshot', (event) => {
        const message = event as MessageEvent<string>;
        const body = JSON.parse(message.data) as { comments: LiveComment[]; is_commenting_enabled: boolean };
        // After a drop, or with comments applied already, a snapshot means the server could not replay.
        const gap = lastId.current !== null || connection.getSnapshot().value === 'reconnecting';
        lastId.current = message.lastEventId || lastId.current;
        dispatch({ type: 'commenting.changed', enabled: body.is_commenting_enabled });
        if (!gap) return dispatch({ type: 'comments.snapshot', comments: body.comments });
        // A gap the server could not replay: the whole list is loaded again before the stream counts as live.
        connection.send({ type: 'stream.gap' });
        void api.latestComments(eventId, occurrenceId).then((answer) => {
          if (stopped || !answer) return;
          dispatch({ type: 'comments.snapshot', comments: answer.data });
          connection.send({ type: 'snapshot.loaded', lastEventId: lastId.current });
        });
      });
      source.addEventListener('comment', (event) => {
        const message = event as MessageEvent<string>;
        dispatch({ type: 'comments.received', comments: [JSON.parse(message.data) as LiveComment] });
        applied(message.lastEventId || null);
      });
      source.addEventListener('commenting', (event) => {
        dispatch({ type: 'commenting.changed', enabled: (JSON.parse((event as MessageEvent<string>).data) as { enabled: boolean }).enabled });
      });
      source.addEventListener('promo', (event) => {
        const card = JSON.parse((event as MessageEvent<string>).data) as PromoCardRecord;
        setPromo(card.hidden_at ? null : card);
      });
    };
    void open();
    return () => {
      stopped = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [api, eventId, occurrenceId, connection]);

  // The owner is known only once the event has loaded; the reducer's rules read it at display time.
  return { comments: { ...comments, ownerId }, connection: state, promo };
}

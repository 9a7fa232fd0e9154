import { assign, setup } from 'xstate';

// Topology (issue 17: connecting → live → reconnecting → snapshot), for either comment transport:
//
//   connecting ──stream.opened──▶ live ──stream.dropped──▶ reconnecting ──stream.opened──▶ live (replayed from Last-Event-ID)
//        │                         ▲                            │
//        └──stream.dropped──▶ reconnecting                      └──stream.gap──▶ snapshot ──snapshot.loaded──▶ live
//                              live ──stream.gap──▶ snapshot ──stream.dropped──▶ reconnecting
//
// `stream.gap`: the server cannot replay from the last id it was given (older than what it keeps), so the
// list is loaded whole and the stream resumes after it. `lastEventId` is the newest id applied, so a
// reconnect asks for exactly what it missed (no comment lost, none twice).

export interface CommentConnectionContext {
  lastEventId: string | null;
  reconnects: number;
}

export type CommentConnectionEvent =
  | { type: 'stream.opened' }
  | { type: 'stream.dropped' }
  | { type: 'stream.gap' }
  | { type: 'snapshot.loaded'; lastEventId: string | null }
  | { type: 'comment.applied'; eventId: string };

export type CommentConnectionEventType = CommentConnectionEvent['type'];

/** The comment stream's connection, as the comments panel shows its health. */
export const commentConnectionMachine = setup({
  types: { context: {} as CommentConnectionContext, events: {} as CommentConnectionEvent },
  actions: {
    rememberEventId: assign({
      lastEventId: ({ event, context }) => {
        if (event.type === 'comment.applied') return event.eventId;
        if (event.type === 'snapshot.loaded') return event.lastEventId ?? context.lastEventId;
        return context.lastEventId;
      },
    }),
    countReconnect: assign({ reconnects: ({ context }) => context.reconnects + 1 }),
  },
}).createMachine({
  id: 'commentConnection',
  initial: 'connecting',
  context: { lastEventId: null, reconnects: 0 },
  states: {
    connecting: { on: { 'stream.opened': 'live', 'stream.dropped': { target: 'reconnecting', actions: 'countReconnect' } } },
    live: {
      on: {
        'comment.applied': { actions: 'rememberEventId' },
        'stream.dropped': { target: 'reconnecting', actions: 'countReconnect' },
        'stream.gap': 'snapshot',
      },
    },
    reconnecting: { on: { 'stream.opened': 'live', 'stream.gap': 'snapshot' } },
    snapshot: {
      on: {
        'snapshot.loaded': { target: 'live', actions: 'rememberEventId' },
        'stream.dropped': { target: 'reconnecting', actions: 'countReconnect' },
      },
    },
  },
});

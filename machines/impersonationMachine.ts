import { assign, emit, setup } from 'xstate';

// Topology (spec 1 §2, §4):
//   start ─always→ active (a stored user id was restored) | idle
//   idle ─impersonation.start→ requestingToken ─impersonation.tokenReceived→ active
//                                              ─impersonation.tokenFailed→ active (own token, silently)
//   active ─impersonation.stop→ idle
//   idle ─impersonation.syncStarted→ active ; active ─impersonation.syncStopped→ idle   (another tab)
// The token call, the cookie, the stored id and the broadcast channel live outside: the machine emits
// requests and receives results, so tabs reacting to a broadcast do not broadcast again.

/** Who is being impersonated and with which token; `usingOwnToken` when the token call failed. */
export interface ImpersonationTarget {
  userId: string;
  token: string;
  usingOwnToken: boolean;
}

/** The state restored on load: the stored user id (and its cookie token), or nothing. */
export interface ImpersonationInput {
  restored: ImpersonationTarget | null;
}

/** Events from the admin's screen, the token call and other tabs. */
export type ImpersonationEvent =
  | { type: 'impersonation.start'; userId: string }
  | { type: 'impersonation.tokenReceived'; token: string }
  /** The users service refused or failed; the caller's own token stands in. */
  | { type: 'impersonation.tokenFailed'; ownToken: string }
  | { type: 'impersonation.stop' }
  | { type: 'impersonation.syncStarted'; target: ImpersonationTarget }
  | { type: 'impersonation.syncStopped' };

/** Requests to the outside world. `started`/`stopped` mean: write or clear cookie and id, then broadcast. */
export type ImpersonationEmitted =
  | { type: 'impersonation.tokenRequested'; userId: string }
  | { type: 'impersonation.started'; target: ImpersonationTarget }
  | { type: 'impersonation.stopped' };

interface ImpersonationContext {
  pendingUserId: string | null;
  target: ImpersonationTarget | null;
}

/** An admin acting as a publisher: start with a token, stop, and follow other tabs. */
export const impersonationMachine = setup({
  types: {
    context: {} as ImpersonationContext,
    input: {} as ImpersonationInput,
    events: {} as ImpersonationEvent,
    emitted: {} as ImpersonationEmitted,
  },
  guards: {
    wasRestored: ({ context }) => context.target !== null,
  },
  actions: {
    rememberPending: assign({
      pendingUserId: ({ event }) => (event.type === 'impersonation.start' ? event.userId : null),
    }),
    requestToken: emit(({ event }) => ({
      type: 'impersonation.tokenRequested' as const,
      userId: event.type === 'impersonation.start' ? event.userId : '',
    })),
    adoptToken: assign({
      target: ({ context, event }) => {
        if (event.type === 'impersonation.tokenReceived') return { userId: context.pendingUserId ?? '', token: event.token, usingOwnToken: false };
        if (event.type === 'impersonation.tokenFailed') return { userId: context.pendingUserId ?? '', token: event.ownToken, usingOwnToken: true };
        return context.target;
      },
      pendingUserId: null,
    }),
    adoptSynced: assign({ target: ({ context, event }) => (event.type === 'impersonation.syncStarted' ? event.target : context.target) }),
    forget: assign({ target: null, pendingUserId: null }),
    reportStarted: emit(({ context }) => ({ type: 'impersonation.started' as const, target: context.target as ImpersonationTarget })),
    reportStopped: emit({ type: 'impersonation.stopped' as const }),
  },
}).createMachine({
  id: 'impersonation',
  context: ({ input }) => ({ pendingUserId: null, target: input.restored }),
  initial: 'start',
  states: {
    start: { always: [{ guard: 'wasRestored', target: 'active' }, { target: 'idle' }] },
    idle: {
      on: {
        'impersonation.start': { target: 'requestingToken', actions: ['rememberPending', 'requestToken'] },
        'impersonation.syncStarted': { target: 'active', actions: 'adoptSynced' },
      },
    },
    requestingToken: {
      on: {
        'impersonation.tokenReceived': { target: 'active', actions: ['adoptToken', 'reportStarted'] },
        'impersonation.tokenFailed': { target: 'active', actions: ['adoptToken', 'reportStarted'] },
      },
    },
    active: {
      on: {
        'impersonation.stop': { target: 'idle', actions: ['forget', 'reportStopped'] },
        'impersonation.syncStopped': { target: 'idle', actions: 'forget' },
      },
    },
  },
});

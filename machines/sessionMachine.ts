// Topology:
//   checking ──(hasSessionCookie)──▶ restoring ──done(user)──▶ signedIn
//      └──────(no cookie)──────────▶ signedOut ◀──done(null) / error (clears cookie)──┘
//   signedOut ──session.signIn──▶ signingIn ──done(user)──▶ signedIn
//                                    └──error / done(null)──▶ signedOut (with error)
//   signedIn ──session.signOut──▶ signingOut ──done / error (clears cookie)──▶ signedOut
//   session.changed (the auth listener) moves signedIn ⇄ signedOut when another tab or an
//   impersonation switch changes the user.
import { assign, fromPromise, setup } from 'xstate';

/** The signed-in user as the session needs it (structurally the backend's AuthUser). */
export interface SessionUser {
  uid: string;
  email: string;
  isAdmin: boolean;
  adminRole?: 'editor' | 'super';
}

/** Why the last sign-in failed; `'user is null'` is the spec's text when sign-in yields no user. */
export type SessionError = { kind: 'signIn'; message: string };

export interface SessionContext {
  hasSessionCookie: boolean;
  user: SessionUser | null;
  error: SessionError | null;
}

export type SessionEvent =
  | { type: 'session.signIn'; email: string; password: string }
  | { type: 'session.signOut' }
  | { type: 'session.changed'; user: SessionUser | null };

/** The no-user result of sign-in (spec 1 §8). */
export const USER_IS_NULL = 'user is null';

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The browser session: restores from the cookie, signs in and out, follows the auth listener.
 * I/O is injected with `.provide()`: actors `restoreSession`, `signIn`, `signOut`; action `clearSessionCookie`.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { hasSessionCookie: boolean },
  },
  actors: {
    restoreSession: fromPromise<SessionUser | null>(async () => null),
    signIn: fromPromise<SessionUser | null, { email: string; password: string }>(async () => null),
    signOut: fromPromise<void>(async () => undefined),
  },
  guards: {
    hasSessionCookie: ({ context }) => context.hasSessionCookie,
    isUserResult: (_, params: { output: SessionUser | null }) => params.output !== null,
    isUserEvent: ({ event }) => event.type === 'session.changed' && event.user !== null,
    isNoUserEvent: ({ event }) => event.type === 'session.changed' && event.user === null,
  },
  actions: {
    // Replaced by the browser: expires the JS-readable `hasSessionCookie` (the server owns `__session`).
    clearSessionCookie: () => {},
    rememberUser: assign((_, params: { user: SessionUser | null }) => ({ user: params.user, error: null })),
    forgetUser: assign({ user: null, hasSessionCookie: false }),
    recordSignInError: assign((_, params: { message: string }) => ({
      user: null,
      error: { kind: 'signIn' as const, message: params.message },
    })),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ hasSessionCookie: input.hasSessionCookie, user: null, error: null }),
  initial: 'checking',
  states: {
    checking: {
      always: [{ guard: 'hasSessionCookie', target: 'restoring' }, { target: 'signedOut' }],
    },
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'isUserResult', params: ({ event }) => ({ output: event.output }) },
            target: 'signedIn',
            actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'signedOut', actions: ['clearSessionCookie', 'forgetUser'] },
        ],
        onError: { target: 'signedOut', actions: ['clearSessionCookie', 'forgetUser'] },
      },
    },
    signedOut: {
      on: {
        'session.signIn': { target: 'signingIn', actions: 'clearError' },
        'session.changed': {
          guard: 'isUserEvent',
          target: 'signedIn',
          actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.user }) },
        },
      },
    },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) =>
          event.type === 'session.signIn' ? { email: event.email, password: event.password } : { email: '', password: '' },
        onDone: [
          {
            guard: { type: 'isUserResult', params: ({ event }) => ({ output: event.output }) },
            target: 'signedIn',
            actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'signedOut', actions: { type: 'recordSignInError', params: { message: USER_IS_NULL } } },
        ],
        onError: {
          target: 'signedOut',
          actions: ['clearSessionCookie', { type: 'recordSignInError', params: ({ event }) => ({ message: describe(event.error) }) }],
        },
      },
    },
    signedIn: {
      on: {
        'session.signOut': { target: 'signingOut' },
        'session.changed': [
          { guard: 'isNoUserEvent', target: 'signedOut', actions: ['clearSessionCookie', 'forgetUser'] },
          { actions: { type: 'rememberUser', params: ({ event }) => ({ user: event.user }) } },
        ],
      },
    },
    signingOut: {
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: 'forgetUser' },
        onError: { target: 'signedOut', actions: ['clearSessionCookie', 'forgetUser'] },
      },
    },
  },
});

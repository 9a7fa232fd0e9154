import { createActor, fromPromise, waitFor, type InspectionEvent, type SnapshotFrom } from 'xstate';
import { sessionMachine, type SessionUser } from '../../../machines/sessionMachine';
import type { AuthPort, SocialProvider } from '../../backend/ports';
import { deleteCookie, hasCookie, SESSION_HINT_COOKIE } from '../cookies';

export type SessionSnapshot = SnapshotFrom<typeof sessionMachine>;

/** What screens and route guards use: the running session actor plus promise-shaped commands. */
export interface Session {
  actor: ReturnType<typeof createActor<typeof sessionMachine>>;
  /** Resolves once restoring is over, with the user or null. */
  ready(): Promise<SessionUser | null>;
  /** Resolves with the user, or rejects with the reason when sign-in fails. */
  signIn(email: string, password: string): Promise<SessionUser>;
  /** The backend's social pop-ups (spec 1 §7): Google, Facebook, Apple on Firebase; none on the local backend. */
  socialProviders: readonly SocialProvider[];
  /** Signs in through a provider's pop-up; resolves once the session is signed in, rejects when it fails. */
  signInWithProvider(provider: SocialProvider): Promise<SessionUser>;
  /** Calls session_logout through the auth port; always ends signed out. */
  signOut(): Promise<void>;
  stop(): void;
}

interface SessionOptions {
  hasSessionCookie?: () => boolean;
  clearSessionCookie?: () => void;
  /** XState inspection hook; the model-based test records the transitions taken through it. */
  inspect?: (event: InspectionEvent) => void;
}

const settled = (s: SessionSnapshot) => s.matches('signedIn') || s.matches('signedOut');

/** Wires the pure session machine to an auth port and the browser's cookies, and starts it. */
export function createSession(auth: AuthPort, options: SessionOptions = {}): Session {
  const hasSessionCookie = options.hasSessionCookie ?? (() => hasCookie(SESSION_HINT_COOKIE));
  const clearSessionCookie = options.clearSessionCookie ?? (() => deleteCookie(SESSION_HINT_COOKIE));
  const machine = sessionMachine.provide({
    actors: {
      restoreSession: fromPromise(() => auth.currentUser()),
      signIn: fromPromise(({ input }) => auth.signInWithEmail(input.email, input.password)),
      signOut: fromPromise(() => auth.signOut()),
    },
    actions: { clearSessionCookie },
  });
  const actor = createActor(machine, { input: { hasSessionCookie: hasSessionCookie() }, inspect: options.inspect });
  const unsubscribe = auth.onChange((user) => actor.send({ type: 'session.changed', user }));
  actor.start();

  return {
    actor,
    async ready() {
      return (await waitFor(actor, settled)).context.user;
    },
    async signIn(email, password) {
      await waitFor(actor, settled);
      actor.send({ type: 'session.signIn', email, password });
      const done = await waitFor(actor, settled);
      if (done.context.user) return done.context.user;
      throw new Error(done.context.error?.message ?? 'Sign-in failed');
    },
    socialProviders: auth.socialProviders ?? [],
    async signInWithProvider(provider) {
      if (!auth.signInWithProvider) throw new Error(`This backend offers no ${provider} sign-in`);
      await waitFor(actor, settled);
      // The auth listener tells the machine (session.changed), as for a sign-in in another tab.
      const user = await auth.signInWithProvider(provider);
      await waitFor(actor, (s) => s.matches('signedIn') && s.context.user?.uid === user.uid);
      return actor.getSnapshot().context.user!;
    },
    async signOut() {
      await waitFor(actor, settled);
      actor.send({ type: 'session.signOut' });
      await waitFor(actor, (s) => s.matches('signedOut'));
    },
    stop() {
      unsubscribe();
      actor.stop();
    },
  };
}

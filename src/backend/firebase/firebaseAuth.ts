import {
  type Auth,
  type AuthProvider,
  type User,
  type UserCredential,
  FacebookAuthProvider,
  GoogleAuthProvider,
  OAuthProvider,
  onAuthStateChanged,
  signInWithCustomToken,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
} from 'firebase/auth';
import { BackendError } from '../backendError';
import type { AuthPort, AuthUser, SocialProvider } from '../ports';

export interface FirebaseAuthOptions {
  /** The shared auth service (spec 1 §7): session_verify gives a custom token. Without it, e-mail and
   *  password go to Firebase Auth directly, which is what the Auth emulator offers. */
  authServiceUrl?: string;
  /** The main site, told about sign-in and sign-out so its own `__session` cookie follows (errors ignored). */
  mainSiteUrl?: string;
  fetch?: typeof fetch;
  /** Opens the provider's pop-up; Firebase's signInWithPopup unless a test gives another way through the Auth emulator. */
  popup?: (auth: Auth, provider: AuthProvider) => Promise<UserCredential>;
}

/** spec 1 §7: Google; Facebook with public_profile and email; Apple with email and name. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook', 'apple'];

/** The Firebase provider of a social sign-in, with the scopes spec 1 §7 asks for. */
export function providerFor(name: SocialProvider): GoogleAuthProvider | FacebookAuthProvider | OAuthProvider {
  if (name === 'google') return new GoogleAuthProvider();
  if (name === 'facebook') {
    const facebook = new FacebookAuthProvider();
    facebook.addScope('public_profile');
    facebook.addScope('email');
    return facebook;
  }
  const apple = new OAuthProvider('apple.com');
  apple.addScope('email');
  apple.addScope('name');
  return apple;
}

/** spec 1 §8: the sign-in screen's text, also the message of a failed sign-in here. */
const SIGN_IN_FAILED = 'There has been a problem signing you in';

/** AuthPort on Firebase Auth; the admin flag is the `admin` custom claim, never a client-side value. */
export function createFirebaseAuth(auth: Auth, options: FirebaseAuthOptions = {}): AuthPort {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const listeners = new Set<(user: AuthUser | null) => void>();
  let lastUid: string | null | undefined;

  // Deduplicated: the SDK reports a user again on token refresh, and our own sign-in calls report first
  // so that listeners have heard of the user by the time the sign-in promise resolves.
  function notify(user: AuthUser | null): void {
    const uid = user?.uid ?? null;
    if (uid === lastUid) return;
    lastUid = uid;
    for (const listener of [...listeners]) listener(user);
  }

  onAuthStateChanged(auth, (user) => {
    void toAuthUser(user).then((mapped) => {
      // The very first report is the restored state, not a sign-in or sign-out.
      if (lastUid === undefined) lastUid = mapped?.uid ?? null;
      else notify(mapped);
    });
  });

  async function post(base: string, path: string, json?: unknown): Promise<Response> {
    return doFetch(`${base.replace(/\/+$/, '')}${path}`, {
      method: 'POST',
      credentials: 'include',
      headers: json === undefined ? {} : { 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    });
  }

  async function withCustomToken(token: string): Promise<AuthUser> {
    try {
      const user = (await toAuthUser((await signInWithCustomToken(auth, token)).user))!;
      notify(user);
      return user;
    } catch {
      throw new BackendError('unauthenticated', SIGN_IN_FAILED);
    }
  }

  return {
    socialProviders: SOCIAL_PROVIDERS,
    async signInWithProvider(name) {
      let user: AuthUser | null;
      try {
        user = await toAuthUser((await (options.popup ?? signInWithPopup)(auth, providerFor(name))).user);
      } catch (error) {
        // The user closing the pop-up is no failure to report; the screen just stays as it was.
        const code = (error as { code?: unknown }).code;
        if (code === 'auth/popup-closed-by-user' || code === 'auth/cancelled-popup-request') throw new BackendError('aborted', 'The sign-in was cancelled');
        throw new BackendError('unauthenticated', SIGN_IN_FAILED);
      }
      if (!user) throw new BackendError('unauthenticated', 'user is null');
      notify(user);
      return user;
    },
    async signInWithEmail(email, password) {
      if (!options.authServiceUrl) {
        try {
          const user = (await toAuthUser((await signInWithEmailAndPassword(auth, email, password)).user))!;
          notify(user);
          return user;
        } catch {
          throw new BackendError('unauthenticated', SIGN_IN_FAILED);
        }
      }
      if (options.mainSiteUrl) void post(options.mainSiteUrl, '/api/v1/session_verify', { email, password }).catch(() => undefined);
      const response = await post(options.authServiceUrl, '/api/v1/session_verify', { email, password });
      const body = (await response.json().catch(() => ({}))) as { data?: unknown };
      if (!response.ok || typeof body.data !== 'string') throw new BackendError('unauthenticated', SIGN_IN_FAILED, response.status);
      return withCustomToken(body.data);
    },
    signInWithCustomToken: withCustomToken,
    async signOut() {
      try {
        if (options.mainSiteUrl) await post(options.mainSiteUrl, '/api/v1/session_logout').catch(() => undefined);
        if (options.authServiceUrl) {
          const response = await post(options.authServiceUrl, '/api/v1/session_logout');
          if (!response.ok) throw new BackendError('unknown', `Sign-out failed (${response.status})`, response.status);
        }
      } finally {
        // __session is HttpOnly: the logout calls clear it; only the flag cookie is ours to clear.
        if (typeof document !== 'undefined') document.cookie = 'hasSessionCookie=; Max-Age=0; Path=/';
        await signOut(auth);
        notify(null);
      }
    },
    async currentUser() {
      await auth.authStateReady();
      return toAuthUser(auth.currentUser);
    },
    async getIdToken() {
      await auth.authStateReady();
      // The SDK renews the token itself when it is close to expiry.
      return auth.currentUser ? auth.currentUser.getIdToken() : null;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

async function toAuthUser(user: User | null): Promise<AuthUser | null> {
  if (!user) return null;
  const { claims } = await user.getIdTokenResult();
  const isAdmin = claims.admin === true;
  const adminRole = claims.adminRole === 'editor' || claims.adminRole === 'super' ? claims.adminRole : undefined;
  return { uid: user.uid, email: user.email ?? '', isAdmin, ...(isAdmin && adminRole ? { adminRole } : {}) };
}

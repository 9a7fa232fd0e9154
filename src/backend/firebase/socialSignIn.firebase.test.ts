import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { type Auth, type AuthProvider, OAuthProvider, connectAuthEmulator, getAuth, signInWithCredential } from 'firebase/auth';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { AuthUser, SocialProvider } from '../ports';
import { createFirebaseAuth } from './firebaseAuth';

// The social sign-in of the Firebase adapter (spec 1 §7) against firebase-tools' Auth emulator. The pop-up
// itself needs a browser window; the emulator's own pop-up page answers it by signing in to the provider with a
// fake ID token (a JSON of claims), which is what `emulatorPopup` does here, after checking the provider and
// scopes the adapter asked for. Everything after the pop-up (the emulator's accounts:signInWithIdp, the user,
// the claims, the listeners) is the real path.
const { hosts, projectId } = inject('firebaseEmulators');
const apps: FirebaseApp[] = [];

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => deleteApp(app)));
});

function emulatorAuth(): Auth {
  const app = initializeApp({ apiKey: 'demo-api-key', projectId }, `social-${apps.length}-${Date.now()}`);
  apps.push(app);
  const auth = getAuth(app);
  connectAuthEmulator(auth, `http://${hosts.auth}`, { disableWarnings: true });
  return auth;
}

function emulatorPopup(asked: Array<{ providerId: string; scopes: string[] }>, claims: Record<string, unknown>) {
  return (auth: Auth, provider: AuthProvider) => {
    // Google, Facebook and Apple providers all extend the SDK's OAuth provider base, which keeps the scopes.
    const scopes = (provider as unknown as { getScopes(): string[] }).getScopes();
    asked.push({ providerId: provider.providerId, scopes });
    const credential = new OAuthProvider(provider.providerId).credential({ idToken: JSON.stringify(claims) });
    return signInWithCredential(auth, credential);
  };
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

describe('Firebase social sign-in (Auth emulator)', () => {
  it('offers Google, Facebook and Apple', () => {
    expect(createFirebaseAuth(emulatorAuth()).socialProviders).toEqual(['google', 'facebook', 'apple']);
  });

  it.each([
    ['google', 'google.com', ['profile']], // the SDK's default scope; spec 1 §7 names none for Google
    ['facebook', 'facebook.com', ['public_profile', 'email']],
    ['apple', 'apple.com', ['email', 'name']],
  ] as Array<[SocialProvider, string, string[]]>)('signs in with %s (%s, scopes %j) and tells the listeners', async (name, providerId, scopes) => {
    const asked: Array<{ providerId: string; scopes: string[] }> = [];
    const email = `${name}-${unique()}@social.test`;
    const auth = emulatorAuth();
    const port = createFirebaseAuth(auth, { popup: emulatorPopup(asked, { sub: `${name}-${unique()}`, email, email_verified: true }) });
    const heard: Array<AuthUser | null> = [];
    port.onChange((user) => heard.push(user));

    const user = await port.signInWithProvider!(name);

    expect(asked).toEqual([{ providerId, scopes }]);
    expect(user).toMatchObject({ email, isAdmin: false });
    expect(auth.currentUser?.providerData.map((p) => p.providerId)).toEqual([providerId]);
    expect(heard.map((u) => u?.uid)).toEqual([user.uid]);
    await expect(port.getIdToken()).resolves.toEqual(expect.any(String));
  });

  it('makes an admin of a provider account only through the admin custom claim', async () => {
    const sub = `admin-${unique()}`;
    const email = `${sub}@social.test`;
    const first = await createFirebaseAuth(emulatorAuth(), { popup: emulatorPopup([], { sub, email }) }).signInWithProvider!('google');
    expect(first.isAdmin).toBe(false);
    // What the platform does with the Admin SDK (setCustomUserClaims), through the emulator's admin API.
    const response = await fetch(`http://${hosts.auth}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: first.uid, customAttributes: JSON.stringify({ admin: true, adminRole: 'editor' }) }),
    });
    expect(response.status).toBe(200);
    const again = await createFirebaseAuth(emulatorAuth(), { popup: emulatorPopup([], { sub, email }) }).signInWithProvider!('google');
    expect(again).toMatchObject({ uid: first.uid, isAdmin: true, adminRole: 'editor' });
  });

  it("reports a refused sign-in with the spec's message and a closed pop-up as cancelled", async () => {
    const refused = createFirebaseAuth(emulatorAuth(), {
      popup: (auth) => signInWithCredential(auth, new OAuthProvider('google.com').credential({ idToken: 'not-json-claims' })),
    });
    await expect(refused.signInWithProvider!('google')).rejects.toMatchObject({ code: 'unauthenticated', message: 'There has been a problem signing you in' });
    const closed = createFirebaseAuth(emulatorAuth(), {
      popup: () => Promise.reject(Object.assign(new Error('closed'), { code: 'auth/popup-closed-by-user' })),
    });
    await expect(closed.signInWithProvider!('apple')).rejects.toMatchObject({ code: 'aborted' });
    await expect(closed.currentUser()).resolves.toBeNull();
  });
});

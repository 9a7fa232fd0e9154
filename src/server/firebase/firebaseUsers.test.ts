import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { firebaseAuthTokens } from './firebaseUsers';

// Against the Auth emulator firebase-admin checks revocation on every verifyIdToken (base-auth.js: `checkRevoked
// || isEmulator`), so the emulator suite (tests/ports/storagePorts.firebase.test.ts) would pass without the port's
// own lookup. Production verifies without it unless asked; this stand-in Auth behaves as production does
// (verifyIdToken checks the token alone), so these cases fail if the port stops looking the account up.

const NOW_S = 1_800_000_000;

function fakeAuth(record: Partial<UserRecord> | 'missing' | Error, decoded: Partial<DecodedIdToken> = {}) {
  const calls: string[] = [];
  const auth = {
    verifyIdToken: async (token: string, checkRevoked?: boolean) => {
      calls.push(`verifyIdToken(${token}, ${String(checkRevoked)})`);
      if (token !== 'good-token') throw Object.assign(new Error('bad'), { code: 'auth/argument-error' });
      return { uid: 'u1', email: 'u1@example.com', auth_time: NOW_S - 600, admin: true, adminRole: 'super', ...decoded } as unknown as DecodedIdToken;
    },
    getUser: async (uid: string) => {
      calls.push(`getUser(${uid})`);
      if (record instanceof Error) throw record;
      if (record === 'missing') throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
      return { uid, email: 'u1@example.com', disabled: false, customClaims: {}, ...record } as UserRecord;
    },
  };
  return { auth: auth as unknown as Auth, calls };
}

describe('firebaseAuthTokens: the account behind a verified ID token is looked up (checkRevoked)', () => {
  it('answers the user with the claims of the account record, not the ones frozen in the token', async () => {
    const { auth, calls } = fakeAuth({ customClaims: { admin: true, adminRole: 'editor' } });
    expect(await firebaseAuthTokens(auth).verifyIdToken('good-token')).toEqual({ uid: 'u1', email: 'u1@example.com', isAdmin: true, adminRole: 'editor' });
    expect(calls).toEqual(['verifyIdToken(good-token, undefined)', 'getUser(u1)']);
    const withdrawn = fakeAuth({ customClaims: {} });
    expect(await firebaseAuthTokens(withdrawn.auth).verifyIdToken('good-token')).toEqual({ uid: 'u1', email: 'u1@example.com', isAdmin: false });
  });

  it('refuses the token of a deleted account, of a disabled one, and one issued before the refresh tokens were revoked', async () => {
    expect(await firebaseAuthTokens(fakeAuth('missing').auth).verifyIdToken('good-token')).toBeNull();
    expect(await firebaseAuthTokens(fakeAuth({ disabled: true }).auth).verifyIdToken('good-token')).toBeNull();
    const revokedAfter = new Date((NOW_S - 60) * 1000).toUTCString();
    expect(await firebaseAuthTokens(fakeAuth({ tokensValidAfterTime: revokedAfter }).auth).verifyIdToken('good-token')).toBeNull();
    const revokedBefore = new Date((NOW_S - 3600) * 1000).toUTCString();
    expect(await firebaseAuthTokens(fakeAuth({ tokensValidAfterTime: revokedBefore }).auth).verifyIdToken('good-token')).toMatchObject({ uid: 'u1' });
  });

  it('refuses a token the SDK refuses without looking anyone up; a failed lookup is an error, not a sign-out', async () => {
    const refused = fakeAuth({});
    expect(await firebaseAuthTokens(refused.auth).verifyIdToken('forged')).toBeNull();
    expect(refused.calls).toEqual(['verifyIdToken(forged, undefined)']);
    const outage = fakeAuth(Object.assign(new Error('UNAVAILABLE'), { code: 'app/network-error' }));
    await expect(firebaseAuthTokens(outage.auth).verifyIdToken('good-token')).rejects.toThrow('UNAVAILABLE');
  });
});

import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../src/backend/ports';
import { rulesIt, signedIn, type ContractOptions, type TargetGetter } from './contractTarget';

/** The AuthPort contract: sign-in and out, wrong password, a token that the other ports accept. */
export function authContract(getTarget: TargetGetter, options: ContractOptions = {}): void {
  describe('AuthPort', () => {
    const itWithRules = rulesIt(options);
    it('signs in with e-mail and password and reports the user', async () => {
      const target = getTarget();
      const backend = await target.newBackend();
      const seen: Array<AuthUser | null> = [];
      backend.auth.onChange((user) => seen.push(user));
      const user = await backend.auth.signInWithEmail(target.a.email, target.a.password);
      expect(user.email).toBe(target.a.email);
      expect(user.uid).not.toBe('');
      expect(user.isAdmin).toBe(false);
      await expect(backend.auth.currentUser()).resolves.toMatchObject({ uid: user.uid, email: target.a.email });
      expect(seen.map((u) => u?.uid ?? null)).toEqual([user.uid]);
    });

    it('rejects a wrong password and stays signed out', async () => {
      const target = getTarget();
      const backend = await target.newBackend();
      await expect(backend.auth.signInWithEmail(target.a.email, `${target.a.password}-wrong`)).rejects.toThrow();
      await expect(backend.auth.currentUser()).resolves.toBeNull();
      await expect(backend.auth.getIdToken()).resolves.toBeNull();
    });

    it('signs out: no user, no token, listeners told', async () => {
      const { backend } = await signedIn(getTarget(), getTarget().a);
      const seen: Array<AuthUser | null> = [];
      backend.auth.onChange((user) => seen.push(user));
      await backend.auth.signOut();
      await expect(backend.auth.currentUser()).resolves.toBeNull();
      await expect(backend.auth.getIdToken()).resolves.toBeNull();
      expect(seen).toEqual([null]);
    });

    it('gives a token the documents port accepts', async () => {
      const { backend, uid } = await signedIn(getTarget(), getTarget().a);
      const token = await backend.auth.getIdToken();
      expect(typeof token).toBe('string');
      expect(token!.length).toBeGreaterThan(20);
      await expect(backend.documents.query(`users/${uid}/contract_auth`)).resolves.toEqual([]);
    });

    itWithRules('refuses document calls once signed out', async () => {
      const { backend, uid } = await signedIn(getTarget(), getTarget().a);
      await expect(backend.documents.query(`users/${uid}/contract_auth`)).resolves.toEqual([]);
      await backend.auth.signOut();
      await expect(backend.documents.query(`users/${uid}/contract_auth`)).rejects.toThrow();
    });

    it('stops notifying a listener after it unsubscribes', async () => {
      const target = getTarget();
      const backend = await target.newBackend();
      const seen: Array<AuthUser | null> = [];
      const unsubscribe = backend.auth.onChange((user) => seen.push(user));
      unsubscribe();
      await backend.auth.signInWithEmail(target.a.email, target.a.password);
      expect(seen).toEqual([]);
    });
  });
}

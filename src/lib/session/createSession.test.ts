import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { createSession } from './createSession';
import { createFakeBackend } from './testing/createFakeBackend';

const publisher = { uid: 'u1', email: 'publisher@demo.local', isAdmin: false, password: 'right' };
const { password: _password, ...publisherUser } = publisher;

function setup(hasCookie: boolean) {
  const backend = createFakeBackend([publisher]);
  let cleared = 0;
  const start = () =>
    createSession(backend.auth, { hasSessionCookie: () => hasCookie, clearSessionCookie: () => void (cleared += 1) });
  return { backend, start, cleared: () => cleared };
}

describe('createSession', () => {
  it('restores the user from the cookie session before ready() resolves', async () => {
    const { backend, start } = setup(true);
    backend.restoreAs(publisherUser);
    expect(await start().ready()).toEqual(publisherUser);
  });

  it('does not ask the backend at all without the hasSessionCookie cookie', async () => {
    const { backend, start } = setup(false);
    expect(await start().ready()).toBeNull();
    expect(backend.calls).toEqual([]);
  });

  it('clears the cookie when the cookie session cannot be restored', async () => {
    const { start, cleared } = setup(true);
    expect(await start().ready()).toBeNull();
    expect(cleared()).toBe(1);
  });

  it('signs in with the right password and rejects a wrong one', async () => {
    const session = setup(false).start();
    await expect(session.signIn('publisher@demo.local', 'wrong')).rejects.toThrow('There has been a problem signing you in');
    await expect(session.signIn('publisher@demo.local', 'right')).resolves.toEqual(publisherUser);
  });

  it('signs out through the auth port', async () => {
    const { backend, start } = setup(false);
    const session = start();
    await session.signIn('publisher@demo.local', 'right');
    await session.signOut();
    expect(backend.calls.at(-1)).toBe('signOut');
    expect(session.actor.getSnapshot().value).toBe('signedOut');
  });

  it('follows the auth listener when another tab signs out, until stopped', async () => {
    const { backend, start } = setup(false);
    const session = start();
    await session.signIn('publisher@demo.local', 'right');
    backend.emitChange(null);
    await waitFor(session.actor, (s) => s.matches('signedOut'));
    session.stop();
    expect(session.actor.getSnapshot().status).toBe('stopped');
  });
});

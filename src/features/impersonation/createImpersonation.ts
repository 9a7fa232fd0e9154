import { createActor, type InspectionEvent } from 'xstate';
import { impersonationMachine, type ImpersonationTarget } from '../../../machines/impersonationMachine';
import type { AuthPort } from '../../backend/ports';
import { clearImpersonation, readStoredImpersonation, storeImpersonation } from './impersonationStorage';

/** Broadcast between tabs of the same origin (spec 1 §4). */
export const IMPERSONATION_CHANNEL = 'impersonation';

type TabMessage = { type: 'started'; target: ImpersonationTarget } | { type: 'stopped' };

export interface ImpersonationDeps {
  auth: AuthPort;
  fetchToken: (userId: string) => Promise<string>;
  /** Full page load: the session restarts from the cookies as whoever they now say. */
  reload: (href?: string) => void;
  channel?: BroadcastChannel | null;
  /** Model-based tests record coverage through it. */
  inspect?: (event: InspectionEvent) => void;
}

export type Impersonation = ReturnType<typeof createImpersonation>;

/**
 * Wires the pure impersonation machine to the token call, the cookie and stored id, the auth port and
 * the tab channel. Starting resolves once the app may navigate as the impersonated user.
 */
export function createImpersonation(deps: ImpersonationDeps) {
  const stored = readStoredImpersonation();
  const actor = createActor(impersonationMachine, { input: { restored: stored }, inspect: deps.inspect });
  const channel = deps.channel === undefined ? (typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(IMPERSONATION_CHANNEL)) : deps.channel;
  let impersonatorEmail = stored?.impersonatorEmail ?? null;
  let settle: ((target: ImpersonationTarget) => void) | null = null;

  actor.on('impersonation.tokenRequested', ({ userId }) => {
    deps.fetchToken(userId).then(
      (token) => actor.send({ type: 'impersonation.tokenReceived', token }),
      async () => actor.send({ type: 'impersonation.tokenFailed', ownToken: (await deps.auth.getIdToken()) ?? '' }),
    );
  });
  actor.on('impersonation.started', async ({ target }) => {
    storeImpersonation(target, impersonatorEmail);
    channel?.postMessage({ type: 'started', target } satisfies TabMessage);
    // The token is a custom token for the target: signing in with it makes every call act as them.
    // With the own token (fallback) the admin stays signed in and reads the target's documents as admin.
    if (!target.usingOwnToken) await deps.auth.signInWithCustomToken(target.token).catch(() => undefined);
    settle?.(target);
  });
  actor.on('impersonation.stopped', () => {
    clearImpersonation();
    channel?.postMessage({ type: 'stopped' } satisfies TabMessage);
    deps.reload('/impersonate');
  });
  if (channel) {
    channel.onmessage = (message: MessageEvent<TabMessage>) => {
      if (message.data.type === 'started') actor.send({ type: 'impersonation.syncStarted', target: message.data.target });
      else actor.send({ type: 'impersonation.syncStopped' });
      deps.reload();
    };
  }
  actor.start();

  return {
    actor,
    /** Restores a stored impersonation in this tab: signs in with the stored token when it is not the own one. */
    async resume(currentUid: string | null): Promise<void> {
      const target = actor.getSnapshot().context.target;
      if (!target || target.usingOwnToken || currentUid === target.userId) return;
      await deps.auth.signInWithCustomToken(target.token).catch(() => undefined);
    },
    start(userId: string, impersonator: string | null): Promise<ImpersonationTarget> {
      if (!actor.getSnapshot().matches('idle')) return Promise.reject(new Error('Stop the current impersonation first'));
      impersonatorEmail = impersonator;
      return new Promise((resolve) => {
        settle = resolve;
        actor.send({ type: 'impersonation.start', userId });
      });
    },
    stop(): void {
      actor.send({ type: 'impersonation.stop' });
    },
    impersonatorEmail: () => impersonatorEmail,
    dispose(): void {
      channel?.close();
      actor.stop();
    },
  };
}

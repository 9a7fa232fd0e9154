import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { impersonationMachine, type ImpersonationEvent } from '../../../machines/impersonationMachine';
import type { DocumentsPort } from '../../backend/ports';
import { AppServicesProvider } from '../../lib/session/AppServices';
import { createSession } from '../../lib/session/createSession';
import { createFakeBackend } from '../../lib/session/testing/createFakeBackend';
import { IMPERSONATION_COOKIE, readCookie } from '../../lib/cookies';
import { assertFullCoverage, coverageRecorder } from '../../../tests/model/coverage';
import { createImpersonation } from './createImpersonation';
import { ImpersonatePage } from './ImpersonatePage';
import { ImpersonationBanner } from './ImpersonationBanner';
import { ImpersonationContext, useImpersonation, useImpersonationTarget } from './useImpersonation';

// Model-based through the UI: every path of the impersonation machine is walked on the real
// /impersonate page and banner; the token call and the other tab are driven by hand.

const COVERAGE = 'impersonationMachine (UI)';
const recorder = coverageRecorder(COVERAGE, impersonationMachine);
// The first state is transient (eventless), so no snapshot shows it: a transition taken out of a
// state proves the state was entered.
const inspect = (event: InspectionEvent) => {
  recorder.inspect(event);
  if (event.type === '@xstate.microstep') for (const t of event._transitions) recorder.states.add(t.source.id);
};
afterAll(() => assertFullCoverage([COVERAGE]));

const admin = { uid: 'demo-admin', email: 'admin@demo.local', isAdmin: true, password: 'x' };
const publisherDoc = { id: 'demo-publisher', path: 'publishers/demo-publisher', data: { name: 'Demo Teacher', username: 'demo.teacher' } };
const synced = { userId: 'demo-publisher', token: 'tab-token', usingOwnToken: false };

function Harness({ navigate }: { navigate: (href: string) => void }) {
  const controller = useImpersonation();
  const target = useImpersonationTarget();
  return (
    <>
      {target ? <ImpersonationBanner name={target.userId} onStop={() => controller.stop()} /> : null}
      <ImpersonatePage navigate={navigate} />
    </>
  );
}

async function mount() {
  localStorage.clear();
  document.cookie = `${IMPERSONATION_COOKIE}=; Max-Age=0; Path=/`;
  const backend = createFakeBackend([admin]);
  backend.restoreAs({ uid: admin.uid, email: admin.email, isAdmin: true });
  const documents: DocumentsPort = {
    ...backend.documents,
    query: (async (path: string) => (path === 'publishers' ? [publisherDoc] : [])) as DocumentsPort['query'],
    get: (async (path: string) => (path === 'users/demo-publisher' ? { id: 'demo-publisher', path, data: { isApprovedPublisher: true } } : null)) as DocumentsPort['get'],
  };
  const signIns: string[] = [];
  backend.auth.signInWithCustomToken = async (token) => {
    signIns.push(token);
    return { uid: 'demo-publisher', email: 'publisher@demo.local', isAdmin: false };
  };
  const session = createSession(backend.auth, { hasSessionCookie: () => true, clearSessionCookie: () => {} });
  await session.ready();
  let settle: { resolve: (t: string) => void; reject: (e: Error) => void } | null = null;
  const reloads: Array<string | undefined> = [];
  const channel = { postMessage: vi.fn(), close: vi.fn(), onmessage: null as ((m: MessageEvent) => void) | null };
  const controller = createImpersonation({
    auth: backend.auth,
    fetchToken: () => new Promise((resolve, reject) => (settle = { resolve, reject })),
    reload: (href) => void reloads.push(href),
    channel: channel as unknown as BroadcastChannel,
    inspect,
  });
  const navigations: string[] = [];
  const view = render(
    <MantineProvider>
      <AppServicesProvider services={{ backend: { ...backend, documents }, session, notifier: { alert: () => {}, toast: () => {} } }}>
        <ImpersonationContext.Provider value={controller}>
          <Harness navigate={(href) => void navigations.push(href)} />
        </ImpersonationContext.Provider>
      </AppServicesProvider>
    </MantineProvider>,
  );
  return { view, controller, channel, reloads, signIns, navigations, settle: () => settle! };
}
type System = Awaited<ReturnType<typeof mount>>;

const fromOtherTab = (s: System, data: unknown) => act(() => s.channel.onmessage!({ data } as MessageEvent));

const executors = {
  'impersonation.start': async () => {
    // The multi-select search: type, pick the publisher from its options, then act as the pick.
    // Typed into the focused input (Mantine reads a change without focus as autofill).
    const search = screen.getByRole('combobox', { name: /Search publishers/ });
    act(() => search.focus());
    fireEvent.change(search, { target: { value: 'Demo' } });
    fireEvent.click(await screen.findByRole('option', { name: /^Demo Teacher/, hidden: true }, { timeout: 5000 }));
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate Demo Teacher' }));
  },
  'impersonation.tokenReceived': async (s: System) => act(async () => s.settle().resolve('custom-token')),
  'impersonation.tokenFailed': async (s: System) => act(async () => s.settle().reject(new Error('403'))),
  'impersonation.stop': async () => void fireEvent.click(screen.getByRole('button', { name: 'Stop' })),
  'impersonation.syncStarted': async (s: System) => fromOtherTab(s, { type: 'started', target: synced }),
  'impersonation.syncStopped': async (s: System) => fromOtherTab(s, { type: 'stopped' }),
} satisfies Record<ImpersonationEvent['type'], (s: System) => Promise<unknown>>;

const banner = () => screen.queryByRole('region', { name: 'Impersonation' });
const states: Record<string, (s: System, last: string) => Promise<void>> = {
  idle: async (s, last) => {
    expect(banner()).toBeNull();
    expect(screen.getByRole('combobox', { name: /Search publishers/ })).toBeInTheDocument();
    if (last === 'impersonation.stop') {
      expect(readCookie(IMPERSONATION_COOKIE)).toBeNull();
      expect(localStorage.getItem('impersonated_user_id')).toBeNull();
      expect(s.channel.postMessage).toHaveBeenLastCalledWith({ type: 'stopped' });
      expect(s.reloads.at(-1)).toBe('/impersonate');
    }
  },
  requestingToken: async () => {
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(banner()).toBeNull();
  },
  active: async (s, last) => {
    await waitFor(() => expect(banner()).not.toBeNull());
    if (last === 'impersonation.tokenReceived') {
      expect(s.signIns).toEqual(['custom-token']);
      expect(readCookie(IMPERSONATION_COOKIE)).toBe('custom-token');
      expect(localStorage.getItem('impersonated_user_id')).toBe('demo-publisher');
      await waitFor(() => expect(s.navigations).toEqual(['/']));
    }
    if (last === 'impersonation.tokenFailed') {
      // Silent fallback: the admin's own token marks the state, nobody signs in as the target.
      expect(s.signIns).toEqual([]);
      expect(readCookie(IMPERSONATION_COOKIE)).toBe(`token-${admin.uid}`);
      await waitFor(() => expect(s.navigations).toEqual(['/']));
    }
    if (last === 'impersonation.syncStarted') {
      // Another tab started: this one reloads in place to pick the impersonated session up.
      expect(s.reloads.length).toBeGreaterThan(0);
      expect(s.reloads.at(-1)).toBeUndefined();
      expect(s.channel.postMessage).not.toHaveBeenLastCalledWith(expect.objectContaining({ type: 'started', target: synced }));
    }
  },
};

afterEach(() => localStorage.clear());

describe('impersonation, every path through the UI', () => {
  const events: ImpersonationEvent[] = [
    { type: 'impersonation.start', userId: 'demo-publisher' },
    { type: 'impersonation.tokenReceived', token: 'custom-token' },
    { type: 'impersonation.tokenFailed', ownToken: `token-${admin.uid}` },
    { type: 'impersonation.stop' },
    { type: 'impersonation.syncStarted', target: synced },
    { type: 'impersonation.syncStopped' },
  ];
  const paths = createTestModel(impersonationMachine, { input: { restored: null }, events }).getSimplePaths();

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const system = await mount();
    for (const step of path.steps) {
      if (!step.event.type.startsWith('xstate.')) await executors[step.event.type as keyof typeof executors](system);
      await states[String(step.state.value)]?.(system, step.event.type);
    }
    system.view.unmount();
    system.controller.dispose();
  }, 30_000);

  it('restores a stored impersonation on load and signs in with its token', async () => {
    localStorage.setItem('impersonated_user_id', 'demo-publisher');
    document.cookie = `${IMPERSONATION_COOKIE}=stored-token; Path=/`;
    const auth = { signInWithCustomToken: vi.fn().mockResolvedValue({}), getIdToken: vi.fn() };
    const controller = createImpersonation({ auth: auth as never, fetchToken: vi.fn(), reload: vi.fn(), channel: null, inspect });
    expect(controller.actor.getSnapshot().value).toBe('active');
    await controller.resume('demo-admin');
    expect(auth.signInWithCustomToken).toHaveBeenCalledWith('stored-token');
    await controller.resume('demo-publisher');
    expect(auth.signInWithCustomToken).toHaveBeenCalledTimes(1);
    controller.dispose();
    document.cookie = `${IMPERSONATION_COOKIE}=; Max-Age=0; Path=/`;
  });
});

import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import { vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { HostScreen } from '../../src/features/live/host/HostScreen';
import { LiveMediaContext, type LiveMedia } from '../../src/features/live/host/liveMedia';
import type { LiveApi } from '../../src/features/live/liveApi';
import { LiveApiContext } from '../../src/features/live/useLiveApi';
import { AppServicesProvider } from '../../src/lib/session/AppServices';
import { createSession } from '../../src/lib/session/createSession';
import { createFakeBackend } from '../../src/lib/session/testing/createFakeBackend';

interface Deferred {
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** An EventSource the test drives: open, drop, and server messages with their ids. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** The connection fails; the browser would retry on its own (readyState stays CONNECTING). */
  drop() {
    this.readyState = 0;
    this.onerror?.();
  }
  emit(type: string, data: unknown, id: string) {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data), lastEventId: id });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
  static latest(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('No comment stream opened yet');
    return last;
  }
}

/** The host screen on controllable calls: each call waits until the test settles it by name. */
export function mountHostScreen(inspect: (event: InspectionEvent) => void) {
  const pending = new Map<string, Deferred[]>();
  const call = (name: string) =>
    new Promise<unknown>((resolve, reject) => {
      pending.set(name, [...(pending.get(name) ?? []), { resolve, reject }]);
    });
  const settle = (name: string): Deferred => {
    const queue = pending.get(name) ?? [];
    const next = queue.shift();
    if (!next) throw new Error(`No pending ${name} call`);
    return next;
  };
  const api = {
    own: () => call('own'),
    occurrenceAction: (_e: string, _o: string, action: string) => call(action),
    attendees: async () => ({ data: [], total: 3, offset: 0, limit: 1 }),
    latestComments: () => call('latestComments'),
    streamUrl: async () => 'http://fake.invalid/stream?access_token=t',
    postComment: async () => undefined,
    moderate: async () => undefined,
    showPromoCard: async () => undefined,
    hidePromoCard: async () => undefined,
    promoItems: async () => ({ SHOP_PRODUCT: [], COURSE: [], EVENT: [] }),
  } as unknown as LiveApi;
  const track = { stop: vi.fn(), kind: 'audio' };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track], getAudioTracks: () => [] } as unknown as MediaStream;
  const engine = { start: vi.fn(async () => {}), stop: vi.fn(async () => {}), health: () => ({ sent: 2, queued: 0, failures: 0 }) };
  const media: LiveMedia = { getUserMedia: async () => stream, enumerateDevices: async () => [], createEngine: () => engine, inspect };
  const backend = createFakeBackend([{ uid: 'host-1', email: 'h@x.test', password: 'pw', isAdmin: false }]);
  const session = createSession(backend.auth, { hasSessionCookie: () => false, clearSessionCookie: () => {} });
  const view: RenderResult = render(
    <MantineProvider>
      <AppServicesProvider services={{ backend, session, notifier: { alert: vi.fn(), toast: vi.fn() } }}>
        <LiveApiContext.Provider value={api}>
          <LiveMediaContext.Provider value={media}>
            <HostScreen eventId="e1" />
          </LiveMediaContext.Provider>
        </LiveApiContext.Provider>
      </AppServicesProvider>
    </MantineProvider>,
  );
  const event = (status: string) => ({
    id: 'e1',
    title: 'Quiet Hour',
    description: 'Together',
    type: 'LIVE_STREAM',
    status: 'APPROVED',
    has_ended: status === 'ENDED',
    owner: 'host-1',
    start_date: Date.now(),
    next_occurrences: status === 'ENDED' ? [] : [{ id: 'o1', status, is_commenting_enabled: true, meta: { stats: { donations: 4 } } }],
  });
  return { view, settle, engine, event, pending };
}

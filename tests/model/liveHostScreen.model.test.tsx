import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HTTPError, type NormalizedOptions } from 'ky';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventFromLogic, InspectionEvent } from 'xstate';
import { commentConnectionMachine, type CommentConnectionEventType } from '../../machines/commentConnectionMachine';
import { hostScreenMachine, type HostScreenEventType } from '../../machines/hostScreenMachine';
import { occurrenceProgressMachine, type OccurrenceProgressEventType } from '../../machines/occurrenceProgressMachine';
import { assertFullCoverage, coverageRecorder } from './coverage';
import { coveringPaths } from './coveringPaths';
import { FakeEventSource, mountHostScreen } from './liveHostHarness';

// The host screen's three machines walked through the real screen (HostScreen in jsdom): each path of
// xstate/graph is driven by clicking what a host clicks and by settling the calls the screen makes; the
// coverage comes from the actors the screen runs (their inspect), and must reach 100%.
const HOST = 'hostScreenMachine (host screen UI)';
const PROGRESS = 'occurrenceProgressMachine (host screen UI)';
const CONNECTION = 'commentConnectionMachine (host screen UI)';
const recorders = [coverageRecorder(HOST, hostScreenMachine), coverageRecorder(PROGRESS, occurrenceProgressMachine), coverageRecorder(CONNECTION, commentConnectionMachine)];
const inspect = (event: InspectionEvent) => recorders.forEach((r) => r.inspect(event));
afterAll(() => assertFullCoverage([HOST, PROGRESS, CONNECTION]));
// Mantine in jsdom on a shared two-core machine: a screen may take seconds to settle.
configure({ asyncUtilTimeout: 10_000 });

beforeEach(() => {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => vi.unstubAllGlobals());

type Harness = ReturnType<typeof mountHostScreen>;
// xstate/graph starts every path with the machine's own init event; the screen's mount is that step.
const stepsOf = (path: { steps: Array<{ event: { type: string } }> }) => path.steps.filter((s) => s.event.type !== 'xstate.init');
const button = (name: string) => screen.findByRole('button', { name });
const settled = (fn: () => void) => act(async () => fn());

// A session still IN_PROGRESS (the host reloaded mid-session) is offered as Continue broadcasting.
const goLiveName = (status: string) => (status === 'IN_PROGRESS' ? 'Continue broadcasting' : 'Go live');
async function openGreenRoom(h: Harness, status = 'SCHEDULED') {
  await settled(() => h.settle('own').resolve(h.event(status)));
  if (status !== 'ENDED') await waitFor(async () => expect(await button(goLiveName(status))).toBeEnabled());
  if (status === 'IN_PROGRESS') expect(await screen.findByText('This session is still live')).toBeInTheDocument();
  if (status !== 'IN_PROGRESS') expect(screen.queryByText('This session is still live')).toBeNull();
}
async function goLive(h: Harness, token = true) {
  fireEvent.click(await screen.findByRole('button', { name: /^(Go live|Continue broadcasting)$/ }));
  await settled(() => h.settle('START_SESSION').resolve({ ...(token ? { token: 'tok' } : {}), occurrence: { id: 'o1', status: 'IN_PROGRESS', started_at: Date.now() } }));
}
const dialog = () => screen.findByRole('dialog', { name: 'End session' });

const hostExecutors = {
  // The occurrence's stored progress, answered by the screen's first call (openGreenRoom settles it).
  'occurrence.loaded': async () => {},
  'golive.request': async () => {
    fireEvent.click(await screen.findByRole('button', { name: /^(Go live|Continue broadcasting)$/ }));
  },
  'golive.done': async (h: Harness) => {
    await settled(() => h.settle('START_SESSION').resolve({ token: 'tok', occurrence: { id: 'o1', status: 'IN_PROGRESS', started_at: Date.now() } }));
    await screen.findByRole('timer');
    expect(h.engine.start).toHaveBeenCalled();
  },
  'golive.failed': async (h: Harness) => {
    await settled(() => h.settle('START_SESSION').resolve({ occurrence: { id: 'o1', status: 'SCHEDULED' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The session could not be started. Please try again.');
  },
  'end.request': async () => {
    fireEvent.click(await button('End session'));
  },
  'end.cancel': async () => {
    fireEvent.click(await within(await dialog()).findByRole('button', { name: 'Stay live' }));
  },
  'end.confirm': async () => {
    fireEvent.click(await within(await dialog()).findByRole('button', { name: 'End session' }));
  },
  'end.done': async (h: Harness) => {
    await waitFor(() => expect(h.engine.stop).toHaveBeenCalled());
    await settled(() => h.settle('END_SESSION').resolve({ occurrence: { id: 'o1', status: 'ENDED' } }));
    await screen.findByText('Session ended');
  },
  'end.failed': async (h: Harness) => {
    await waitFor(() => h.settle('END_SESSION').reject(new Error('offline')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The session could not be ended. Please try again.');
  },
} satisfies Record<HostScreenEventType, (h: Harness) => Promise<void>>;

describe('host screen machine through the host screen', { timeout: 60_000 }, () => {
  const { paths, unreachable } = coveringPaths(hostScreenMachine, {
    events: (): EventFromLogic<typeof hostScreenMachine>[] => [
      ...(['SCHEDULED', 'IN_PROGRESS', 'ENDED'] as const).map((status) => ({ type: 'occurrence.loaded' as const, status })),
      { type: 'golive.request' },
      { type: 'golive.done', at: 1 },
      { type: 'golive.failed', message: 'x' },
      { type: 'end.request' },
      { type: 'end.cancel' },
      { type: 'end.confirm' },
      { type: 'end.done' },
      { type: 'end.failed', message: 'x' },
    ],
    abstractContext: () => null,
  });
  it('reaches every transition', () => expect(unreachable).toEqual([]));
  // Every path starts with the occurrence loaded: SCHEDULED opens the green room, IN_PROGRESS (a reload
  // mid-session) the resumed one with Continue broadcasting and End session, ENDED the ended notice.
  it.each(paths.map((p) => [stepsOf(p).map((s) => ('status' in s.event ? `loaded ${String(s.event.status)}` : s.event.type)).join(' → '), p] as const))('%s', async (_name, path) => {
    const h = mountHostScreen(inspect);
    const [loaded, ...rest] = stepsOf(path);
    const status = (loaded!.event as unknown as { status: string }).status;
    await openGreenRoom(h, status);
    if (status === 'ENDED') expect(await screen.findByText('Session ended')).toBeInTheDocument();
    if (status === 'IN_PROGRESS') {
      expect(await button('End session')).toBeEnabled();
      // A resumed session is asked to continue, not to go live a second time.
      expect(screen.getByText('Check your camera and microphone, then continue broadcasting.')).toBeInTheDocument();
    }
    if (status === 'SCHEDULED') expect(await screen.findByText('Check your camera and microphone, then go live.')).toBeInTheDocument();
    for (const step of rest) await hostExecutors[step.event.type as HostScreenEventType](h);
    h.view.unmount();
  });

  it('a resumed session ends without broadcasting again: END_SESSION is sent and the engine never starts', async () => {
    const h = mountHostScreen(inspect);
    await openGreenRoom(h, 'IN_PROGRESS');
    fireEvent.click(await button('End session'));
    fireEvent.click(await within(await dialog()).findByRole('button', { name: 'End session' }));
    await waitFor(() => h.settle('END_SESSION').resolve({ occurrence: { id: 'o1', status: 'ENDED' } }));
    await screen.findByText('Session ended');
    expect(h.engine.start).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Continue broadcasting' })).toBeNull();
    h.view.unmount();
  });
});

const progressExecutors = {
  'occurrence.loaded': async () => {},
  'session.started': async (h: Harness) => {
    await goLive(h);
    await screen.findByRole('timer');
  },
  'session.ended': async (h: Harness) => {
    if (!screen.queryByRole('timer')) await goLive(h);
    fireEvent.click(await button('End session'));
    fireEvent.click(await within(await dialog()).findByRole('button', { name: 'End session' }));
    await waitFor(() => expect(h.engine.stop).toHaveBeenCalled());
    await settled(() => h.settle('END_SESSION').resolve({ occurrence: { id: 'o1', status: 'ENDED' } }));
    await screen.findByText('Session ended');
  },
} satisfies Record<OccurrenceProgressEventType, (h: Harness) => Promise<void>>;

describe('occurrence progress through the host screen', { timeout: 60_000 }, () => {
  const { paths, unreachable } = coveringPaths(occurrenceProgressMachine, {
    events: (s): EventFromLogic<typeof occurrenceProgressMachine>[] => (s.value === 'fetching' ? (['SCHEDULED', 'IN_PROGRESS', 'ENDED'] as const).map((status) => ({ type: 'occurrence.loaded' as const, status })) : [{ type: 'session.started' }, { type: 'session.ended' }]),
  });
  it('reaches every transition', () => expect(unreachable).toEqual([]));
  it.each(paths.map((p) => [stepsOf(p).map((s) => ('status' in s.event ? `loaded ${String(s.event.status)}` : s.event.type)).join(' → '), p] as const))('%s', async (_name, path) => {
    const h = mountHostScreen(inspect);
    const [loaded, ...rest] = stepsOf(path);
    const status = (loaded!.event as unknown as { status: string }).status;
    await openGreenRoom(h, status);
    if (status === 'ENDED') expect(await screen.findByText('Session ended')).toBeInTheDocument();
    for (const step of rest) await progressExecutors[step.event.type as OccurrenceProgressEventType](h);
    h.view.unmount();
  });
});

let streamSnapshots = 0;
const connectionExecutors = {
  'stream.opened': async () => {
    const source = FakeEventSource.latest();
    await settled(() => source.open());
    // The first connection of a page answers with the latest comments as one snapshot, id 0.
    if (streamSnapshots++ === 0) await settled(() => source.emit('snapshot', { comments: [], is_commenting_enabled: true }, '0'));
    await screen.findByText('Live', { selector: '.mantine-Badge-label' });
  },
  'stream.dropped': async () => {
    await settled(() => FakeEventSource.latest().drop());
    await screen.findByText('Reconnecting');
  },
  'stream.gap': async () => {
    // The server could not replay from the last id: it sends a snapshot, and the panel loads the list again.
    await settled(() => FakeEventSource.latest().emit('snapshot', { comments: [], is_commenting_enabled: true }, '9'));
    await screen.findByText('Catching up');
  },
  'snapshot.loaded': async (h: Harness) => {
    const comment = { id: 'c1', comment: 'Welcome back', type: 'TEXT', status: 'APPROVED', occurrence_id: 'o1', user: { id: 'v1', name: 'Viewer' }, is_sticky: false, approved_at: 1, created_at: 1 };
    await waitFor(() => h.settle('latestComments').resolve({ data: [comment] }));
    await screen.findByText('Welcome back');
  },
  'comment.applied': async () => {
    const id = String(Date.now());
    await settled(() => FakeEventSource.latest().emit('comment', { id: `c${id}`, comment: `Hello ${id}`, type: 'TEXT', status: 'PENDING', occurrence_id: 'o1', user: { id: 'v2', name: 'Guest' }, is_sticky: false, approved_at: null, created_at: Number(id) }, id));
    await screen.findByText(`Hello ${id}`);
  },
} satisfies Record<CommentConnectionEventType, (h: Harness) => Promise<void>>;

describe('comment connection through the comments panel', { timeout: 60_000 }, () => {
  const { paths, unreachable } = coveringPaths(commentConnectionMachine, {
    events: (): EventFromLogic<typeof commentConnectionMachine>[] => [{ type: 'stream.opened' }, { type: 'stream.dropped' }, { type: 'stream.gap' }, { type: 'snapshot.loaded', lastEventId: '9' }, { type: 'comment.applied', eventId: '1' }],
    abstractContext: () => null,
  });
  it('reaches every transition', () => expect(unreachable).toEqual([]));
  it.each(paths.map((p) => [stepsOf(p).map((s) => s.event.type).join(' → ') || '(start)', p] as const))('%s', async (_name, path) => {
    streamSnapshots = 0;
    const h = mountHostScreen(inspect);
    await openGreenRoom(h);
    await waitFor(() => expect(FakeEventSource.instances.length).toBeGreaterThan(0));
    await screen.findByText('Connecting');
    for (const step of stepsOf(path)) await connectionExecutors[step.event.type as CommentConnectionEventType](h);
    h.view.unmount();
  });
});

describe('host screen loading its event', { timeout: 60_000 }, () => {
  const httpError = (status: number) => new HTTPError(new Response('{}', { status }), new Request('http://fake.invalid/x'), { method: 'GET' } as NormalizedOptions);

  it('a 404 (not the caller’s event) reads "not found", with nothing to host', async () => {
    const h = mountHostScreen(inspect);
    await settled(() => h.settle('own').reject(httpError(404)));
    expect(await screen.findByText('Live event not found')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Go live|Continue broadcasting|End session|Try again)$/ })).toBeNull();
    h.view.unmount();
  });

  it('any other failure (a dropped connection) offers Try again, which loads the event and resumes the live session', async () => {
    const h = mountHostScreen(inspect);
    await settled(() => h.settle('own').reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent('The live event could not be loaded');
    expect(screen.queryByText('Live event not found')).toBeNull();
    fireEvent.click(await button('Try again'));
    await waitFor(() => h.settle('own').resolve(h.event('IN_PROGRESS')));
    expect(await screen.findByText('This session is still live')).toBeInTheDocument();
    expect(await button('End session')).toBeEnabled();
    h.view.unmount();
  });
});

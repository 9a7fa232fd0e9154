import { describe, expect, it, vi } from 'vitest';
import type { BroadcastEngine } from './broadcastEngine';
import { sessionEngine } from './sessionEngine';

const fakeEngine = (sent: number): BroadcastEngine & { start: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn> } => ({
  start: vi.fn(async () => {}),
  stop: vi.fn(async () => {}),
  health: () => ({ sent, queued: 0, failures: 0 }),
});
const stream = {} as MediaStream;
const session = { eventId: 'e', occurrenceId: 'o', token: 't' };

describe('sessionEngine: the engine follows the START_SESSION answer', () => {
  it('records locally when the answer has no ingress, and never loads the WHIP engine', async () => {
    const local = fakeEngine(3);
    const load = vi.fn(async () => fakeEngine(9));
    const engine = sessionEngine(local, load);
    await engine.start(stream, session);
    expect(local.start).toHaveBeenCalledWith(stream, session);
    expect(load).not.toHaveBeenCalled();
    expect(engine.health().sent).toBe(3);
    await engine.stop();
    expect(local.stop).toHaveBeenCalled();
  });

  it('publishes over WHIP when the answer names an ingress, loading that engine once', async () => {
    const local = fakeEngine(3);
    const whip = fakeEngine(9);
    const load = vi.fn(async () => whip);
    const engine = sessionEngine(local, load);
    const withIngress = { ...session, ingress: { protocol: 'WHIP' as const, url: 'https://ingress.test/w', stream_key: 'sk' } };
    await engine.start(stream, withIngress);
    await engine.stop();
    await engine.start(stream, withIngress);
    expect(load).toHaveBeenCalledTimes(1);
    expect(whip.start).toHaveBeenCalledTimes(2);
    expect(whip.stop).toHaveBeenCalledTimes(1);
    expect(local.start).not.toHaveBeenCalled();
    expect(engine.health().sent).toBe(9);
  });
});

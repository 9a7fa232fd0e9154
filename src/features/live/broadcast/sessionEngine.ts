import type { BroadcastEngine } from './broadcastEngine';

/**
 * The host screen's engine, chosen per session by the server's configuration: a START_SESSION answer
 * with a WHIP ingress (the events service runs LiveKit) publishes over WebRTC through the WHIP engine,
 * loaded only then; otherwise the local engine records and uploads chunks for the server's ffmpeg.
 */
export function sessionEngine(local: BroadcastEngine, loadWhip: () => Promise<BroadcastEngine>): BroadcastEngine {
  let active: BroadcastEngine = local;
  let whip: Promise<BroadcastEngine> | null = null;
  return {
    async start(stream, session) {
      active = session.ingress ? await (whip ??= loadWhip()) : local;
      await active.start(stream, session);
    },
    stop: () => active.stop(),
    health: () => active.health(),
  };
}

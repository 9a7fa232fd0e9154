import type { BroadcastEngine, BroadcastHealth, WhipIngress } from './broadcastEngine';

/** How long ICE gathering may take before the offer goes out with the candidates found so far. */
const GATHER_MS = 3_000;
/** How long the peer connection may take to connect once the answer is applied. */
const CONNECT_MS = 20_000;
const STATS_MS = 1_000;

export interface WhipDeps {
  createPeer(): RTCPeerConnection;
  fetch: typeof fetch;
}

const browserDeps = (): WhipDeps => ({ createPeer: () => new RTCPeerConnection({ bundlePolicy: 'max-bundle' }), fetch: (...args) => fetch(...args) });

function gathered(pc: RTCPeerConnection, ms: number): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    };
    const check = () => pc.iceGatheringState === 'complete' && done();
    const timer = setTimeout(done, ms);
    pc.addEventListener('icegatheringstatechange', check);
  });
}

function connected(pc: RTCPeerConnection, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      clearTimeout(timer);
      pc.removeEventListener('connectionstatechange', check);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (pc.connectionState === 'connected') settle();
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') settle(new Error(`WHIP connection ${pc.connectionState}`));
    };
    const timer = setTimeout(() => settle(new Error('WHIP connection timed out')), ms);
    pc.addEventListener('connectionstatechange', check);
    check();
  });
}

/**
 * The production BroadcastEngine (docs/live-broadcast.md): publishes the camera and microphone over WebRTC
 * to a WHIP endpoint (RFC 9725), LiveKit's ingress. The SDP offer, with its ICE candidates gathered
 * (no trickle), is POSTed as application/sdp with the stream key as the bearer; the 201 answer carries
 * the SDP answer and the session's resource URL (Location), which stop() DELETEs. No media server SDK in
 * the bundle: RTCPeerConnection and fetch only, loaded lazily on the host screen.
 */
export function whipEngine(deps: WhipDeps = browserDeps()): BroadcastEngine {
  let pc: RTCPeerConnection | null = null;
  let resource: { url: string; bearer: string } | null = null;
  let statsTimer: ReturnType<typeof setInterval> | null = null;
  const health: BroadcastHealth = { sent: 0, queued: 0, failures: 0 };

  const close = () => {
    if (statsTimer) clearInterval(statsTimer);
    statsTimer = null;
    pc?.close();
    pc = null;
  };

  return {
    async start(stream, session) {
      const ingress: WhipIngress | undefined = session.ingress;
      if (!ingress || ingress.protocol !== 'WHIP') throw new Error('No WHIP ingress for this session');
      close();
      const peer = deps.createPeer();
      pc = peer;
      for (const track of stream.getTracks()) peer.addTransceiver(track, { direction: 'sendonly', streams: [stream] });
      peer.addEventListener('connectionstatechange', () => {
        if (peer.connectionState === 'failed' || peer.connectionState === 'disconnected') health.failures += 1;
      });
      try {
        await peer.setLocalDescription(await peer.createOffer());
        await gathered(peer, GATHER_MS);
        const answer = await deps.fetch(ingress.url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/sdp', Authorization: `Bearer ${ingress.stream_key}` },
          body: peer.localDescription!.sdp,
        });
        if (answer.status !== 201) throw new Error(`The WHIP endpoint answered ${answer.status}`);
        const location = answer.headers.get('Location');
        if (location) resource = { url: new URL(location, ingress.url).href, bearer: ingress.stream_key };
        await peer.setRemoteDescription({ type: 'answer', sdp: await answer.text() });
        await connected(peer, CONNECT_MS);
      } catch (error) {
        health.failures += 1;
        close();
        throw error;
      }
      statsTimer = setInterval(() => {
        void peer.getStats().then((report) => {
          let packets = 0;
          report.forEach((entry: { type: string; packetsSent?: number }) => {
            if (entry.type === 'outbound-rtp') packets += entry.packetsSent ?? 0;
          });
          health.sent = packets;
        });
      }, STATS_MS);
    },
    async stop() {
      const ended = resource;
      resource = null;
      close();
      // RFC 9725 §4.3: the session ends with a DELETE of its resource.
      if (ended) await deps.fetch(ended.url, { method: 'DELETE', headers: { Authorization: `Bearer ${ended.bearer}` } }).catch((error: unknown) => console.error('WHIP session could not be deleted', error));
    },
    health: () => ({ ...health }),
  };
}

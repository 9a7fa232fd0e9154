import { AccessToken, EgressClient, IngressClient, IngressInput, SegmentedFileOutput, SegmentedFileProtocol } from 'livekit-server-sdk';
import type { DocumentStore } from '../../db/DocumentStore';
import { EVENTS_COLLECTION } from './eventRecords';

/**
 * The production broadcast path (issue 17 item 3, docs/live-broadcast.md): LiveKit behind the same
 * occurrence action. START_SESSION answers a LiveKit access token minted with livekit-server-sdk for the
 * occurrence's room, plus the WHIP ingress the browser publishes to (created once per occurrence, without
 * transcoding); an HLS egress with 5 s segments (spec 3 §9) runs while the session is live. END_SESSION
 * stops the egress and deletes the ingress.
 *
 * Chosen by configuration: all three of LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET set (the
 * local MediaRecorder → ffmpeg path otherwise). LIVEKIT_HLS_BASE_URL is where viewers read the egress's
 * playlists (the bucket the egress service uploads to); LIVEKIT_INGRESS_ORIGIN the WHIP ingress's origin
 * (both allowed by the page's Content-Security-Policy).
 */
export interface LiveKitConfig {
  /** The LiveKit server (https:// or wss://); its Twirp API serves ingress and egress. */
  url: string;
  apiKey: string;
  apiSecret: string;
  /** The public base of the egress's uploads; viewers play `${hlsBaseUrl}/${prefix}live.m3u8`. */
  hlsBaseUrl: string | null;
}

const LIVEKIT_VARIABLES = ['LIVEKIT_URL', 'LIVEKIT_API_KEY', 'LIVEKIT_API_SECRET'] as const;

/** LiveKit's settings from the environment; null when none is set (the local engine runs). */
export function liveKitConfigFrom(env: Record<string, string | undefined>): LiveKitConfig | null {
  const given = LIVEKIT_VARIABLES.filter((name) => env[name]);
  if (given.length === 0) return null;
  if (given.length < LIVEKIT_VARIABLES.length) {
    throw new Error(`LiveKit is half configured: set all of ${LIVEKIT_VARIABLES.join(', ')} (missing ${LIVEKIT_VARIABLES.filter((n) => !env[n]).join(', ')})`);
  }
  return { url: env.LIVEKIT_URL!, apiKey: env.LIVEKIT_API_KEY!, apiSecret: env.LIVEKIT_API_SECRET!, hlsBaseUrl: env.LIVEKIT_HLS_BASE_URL?.replace(/\/+$/, '') || null };
}

/**
 * What the page's Content-Security-Policy must allow for the LiveKit path: the host's browser POSTs its
 * WHIP offer to the ingress (LIVEKIT_INGRESS_ORIGIN, the ingress service's public origin), and viewers'
 * hls.js fetches the egress's playlists and segments (LIVEKIT_HLS_BASE_URL's origin). Nothing otherwise.
 */
export function liveKitPolicyAdditions(env: Record<string, string | undefined>): Record<string, string[]> {
  const config = liveKitConfigFrom(env);
  if (!config) return {};
  const origins = [env.LIVEKIT_INGRESS_ORIGIN, config.hlsBaseUrl].filter((url): url is string => Boolean(url)).map((url) => new URL(url).origin);
  const hls = config.hlsBaseUrl ? [new URL(config.hlsBaseUrl).origin] : [];
  return { 'connect-src': [...new Set(origins)], 'media-src': hls };
}

/** One room per occurrence. */
export const liveKitRoom = (eventId: string, occurrenceId: string) => `event-${eventId}-${occurrenceId}`;
/** Where the egress writes the occurrence's HLS (segments and playlists). */
export const liveKitHlsPrefix = (eventId: string, occurrenceId: string) => `live/${eventId}/${occurrenceId}/`;
/** The publisher's token lives as long as a long session may (spec 3 §9 has no limit; 6 h). */
export const PUBLISHER_TOKEN_TTL = '6h';
export const VIEWER_TOKEN_TTL = '6h';
/** spec 3 §9: HLS segments of 5 seconds. */
export const HLS_SEGMENT_SECONDS = 5;

/** What the browser needs to publish: the WHIP endpoint and its stream key (sent as the bearer). */
export interface WhipIngress {
  protocol: 'WHIP';
  url: string;
  stream_key: string;
}

/** The session's LiveKit resources, server-owned (never written by a client). */
interface LiveKitSessionRecord {
  room: string;
  ingress_id: string;
  ingress_url: string;
  stream_key: string;
  egress_id: string | null;
}

const sessionPath = (eventId: string, occurrenceId: string) => `${EVENTS_COLLECTION}/${eventId}/livekit_sessions/${occurrenceId}`;

export interface LiveKitClients {
  ingress: Pick<IngressClient, 'createIngress' | 'deleteIngress'>;
  egress: Pick<EgressClient, 'startRoomCompositeEgress' | 'stopEgress'>;
}

export function liveKitClients(config: LiveKitConfig): LiveKitClients {
  const options = { requestTimeout: 15 };
  return { ingress: new IngressClient(config.url, config.apiKey, config.apiSecret, options), egress: new EgressClient(config.url, config.apiKey, config.apiSecret, options) };
}

export function liveKitBroadcast(config: LiveKitConfig, store: DocumentStore, clients: LiveKitClients = liveKitClients(config)) {
  const token = async (identity: string, room: string, publisher: boolean) => {
    const at = new AccessToken(config.apiKey, config.apiSecret, { identity, ttl: publisher ? PUBLISHER_TOKEN_TTL : VIEWER_TOKEN_TTL });
    at.addGrant({ room, roomJoin: true, canPublish: publisher, canSubscribe: !publisher, canPublishData: publisher });
    return at.toJwt();
  };

  return {
    /**
     * START_SESSION (also again after a host's reload): the publisher's token, the occurrence's WHIP
     * ingress (created the first time; a resumed session publishes to the same one) and its HLS egress.
     */
    async start(publisherUid: string, eventId: string, occurrenceId: string, audioOnly: boolean): Promise<{ token: string; ingress: WhipIngress }> {
      const room = liveKitRoom(eventId, occurrenceId);
      let session = (await store.get(sessionPath(eventId, occurrenceId)))?.data as LiveKitSessionRecord | undefined;
      if (!session) {
        const info = await clients.ingress.createIngress(IngressInput.WHIP_INPUT, {
          name: room,
          roomName: room,
          participantIdentity: publisherUid,
          // WHIP from the browser is already WebRTC (H.264/VP8 + Opus): no transcoding.
          enableTranscoding: false,
        });
        session = { room, ingress_id: info.ingressId, ingress_url: info.url, stream_key: info.streamKey, egress_id: null };
        await store.set(sessionPath(eventId, occurrenceId), { ...session });
      }
      if (!session.egress_id) {
        const segments = new SegmentedFileOutput({
          protocol: SegmentedFileProtocol.HLS_PROTOCOL,
          filenamePrefix: liveKitHlsPrefix(eventId, occurrenceId),
          playlistName: 'index.m3u8',
          livePlaylistName: 'live.m3u8',
          segmentDuration: HLS_SEGMENT_SECONDS,
        });
        const egress = await clients.egress.startRoomCompositeEgress(room, segments, { layout: 'speaker', audioOnly });
        session = { ...session, egress_id: egress.egressId };
        await store.set(sessionPath(eventId, occurrenceId), { ...session });
      }
      return { token: await token(publisherUid, room, true), ingress: { protocol: 'WHIP', url: session.ingress_url, stream_key: session.stream_key } };
    },

    /** END_SESSION: the egress finishes its playlist, the ingress is removed. */
    async end(eventId: string, occurrenceId: string): Promise<void> {
      const session = (await store.get(sessionPath(eventId, occurrenceId)))?.data as LiveKitSessionRecord | undefined;
      if (!session) return;
      if (session.egress_id) await clients.egress.stopEgress(session.egress_id);
      await clients.ingress.deleteIngress(session.ingress_id);
      await store.delete(sessionPath(eventId, occurrenceId));
    },

    /** A viewer's token: subscribe only. */
    viewerToken: (viewerUid: string, eventId: string, occurrenceId: string) => token(viewerUid, liveKitRoom(eventId, occurrenceId), false),

    /** The egress's live playlist for viewers, when its public base is configured. */
    playlistUrl: (eventId: string, occurrenceId: string) => (config.hlsBaseUrl ? `${config.hlsBaseUrl}/${liveKitHlsPrefix(eventId, occurrenceId)}live.m3u8` : null),
  };
}

export type LiveKitBroadcast = ReturnType<typeof liveKitBroadcast>;

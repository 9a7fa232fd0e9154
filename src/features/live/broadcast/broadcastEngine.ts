/**
 * The port the host screen broadcasts through (issue 17 item 3). Locally: MediaRecorder chunks to the
 * embedded server, which writes HLS (LocalHlsEngine). In production: LiveKit (WHIP ingress, HLS egress),
 * documented in docs/live-broadcast.md, behind this same interface.
 */
export interface BroadcastEngine {
  /** Starts sending `stream` for the occurrence with the token the occurrence action answered. */
  start(stream: MediaStream, session: BroadcastSession): Promise<void>;
  /** Stops sending; resolves once the last chunk is delivered. */
  stop(): Promise<void>;
  /** Health as the host sees it: chunks (or, over WHIP, RTP packets) sent, waiting, failed. */
  health(): BroadcastHealth;
}

export interface BroadcastSession {
  eventId: string;
  occurrenceId: string;
  token: string;
  /**
   * Where to publish over WHIP, when the events service runs LiveKit (its START_SESSION answer names the
   * ingress); absent on the local path, which records and uploads chunks instead.
   */
  ingress?: WhipIngress;
}

/** A WHIP endpoint and the stream key it takes as the bearer (spec 3 §7's START_SESSION answer, LiveKit). */
export interface WhipIngress {
  protocol: 'WHIP';
  url: string;
  stream_key: string;
}

export interface BroadcastHealth {
  sent: number;
  queued: number;
  failures: number;
}

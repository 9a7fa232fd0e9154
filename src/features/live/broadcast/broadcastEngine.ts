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
  /** Health as the host sees it: chunks sent, waiting, failed. */
  health(): BroadcastHealth;
}

export interface BroadcastSession {
  eventId: string;
  occurrenceId: string;
  token: string;
}

export interface BroadcastHealth {
  sent: number;
  queued: number;
  failures: number;
}

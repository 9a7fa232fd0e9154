import { createContext, useContext } from 'react';
import type { InspectionEvent } from 'xstate';
import type { BroadcastEngine } from '../broadcast/broadcastEngine';
import { localHlsEngine } from '../broadcast/localHlsEngine';
import { sessionEngine } from '../broadcast/sessionEngine';
import type { LiveApi } from '../liveApi';

/** The browser media the host screen uses, behind one seam (tests give fakes; the app the real ones). */
export interface LiveMedia {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  enumerateDevices(): Promise<MediaDeviceInfo[]>;
  /** The broadcast engine: MediaRecorder → server → HLS locally, WHIP → LiveKit when the server runs it. */
  createEngine(api: LiveApi): BroadcastEngine;
  /** Watches the screen's machines (the model-based tests record their coverage from the actors the UI runs). */
  inspect?: (event: InspectionEvent) => void;
}

// `navigator.mediaDevices` is absent outside a secure context (a dashboard served over plain http on a LAN
// address): the green room then shows its no-devices error instead of the screen failing.
const mediaDevices = (): Promise<MediaDevices> =>
  typeof navigator !== 'undefined' && navigator.mediaDevices ? Promise.resolve(navigator.mediaDevices) : Promise.reject(new Error('Camera and microphone need a secure (https) page'));

export const browserMedia: LiveMedia = {
  getUserMedia: (constraints) => mediaDevices().then((devices) => devices.getUserMedia(constraints)),
  enumerateDevices: () => mediaDevices().then((devices) => devices.enumerateDevices()),
  // The server's configuration decides per session (its START_SESSION answer): local chunks → ffmpeg,
  // or WHIP to LiveKit's ingress (that engine is a lazy chunk, loaded only when a session needs it).
  createEngine: (api) =>
    sessionEngine(
      localHlsEngine((session, seq, chunk) => api.sendChunk(session.eventId, session.occurrenceId, seq, chunk, session.token)),
      () => import('../broadcast/whipEngine').then((m) => m.whipEngine()),
    ),
};

export const LiveMediaContext = createContext<LiveMedia>(browserMedia);
export const useLiveMedia = () => useContext(LiveMediaContext);

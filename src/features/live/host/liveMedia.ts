import { createContext, useContext } from 'react';
import type { InspectionEvent } from 'xstate';
import type { BroadcastEngine } from '../broadcast/broadcastEngine';
import { localHlsEngine } from '../broadcast/localHlsEngine';
import type { LiveApi } from '../liveApi';

/** The browser media the host screen uses, behind one seam (tests give fakes; the app the real ones). */
export interface LiveMedia {
  getUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream>;
  enumerateDevices(): Promise<MediaDeviceInfo[]>;
  /** The broadcast engine of this build: locally MediaRecorder → server → HLS. */
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
  createEngine: (api) => localHlsEngine((session, seq, chunk) => api.sendChunk(session.eventId, session.occurrenceId, seq, chunk, session.token)),
};

export const LiveMediaContext = createContext<LiveMedia>(browserMedia);
export const useLiveMedia = () => useContext(LiveMediaContext);

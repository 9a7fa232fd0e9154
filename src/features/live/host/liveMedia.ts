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

export const browserMedia: LiveMedia = {
  getUserMedia: (constraints) => navigator.mediaDevices.getUserMedia(constraints),
  enumerateDevices: () => navigator.mediaDevices.enumerateDevices(),
  createEngine: (api) => localHlsEngine((session, seq, chunk) => api.sendChunk(session.eventId, session.occurrenceId, seq, chunk, session.token)),
};

export const LiveMediaContext = createContext<LiveMedia>(browserMedia);
export const useLiveMedia = () => useContext(LiveMediaContext);

import type { BroadcastEngine, BroadcastHealth, BroadcastSession } from './broadcastEngine';

/** spec 3 §9 HLS segments of 5 s: a keyframe every 5 s lets the server cut them without re-encoding. */
const KEYFRAME_MS = 5_000;
/** 1 s chunks (issue 17 item 3). */
const CHUNK_MS = 1_000;
// H.264/Opus when Chromium offers it (the server copies the video); VP8 or audio only as fallbacks.
const VIDEO_TYPES = ['video/webm;codecs=h264,opus', 'video/webm;codecs=avc1,opus', 'video/webm;codecs=vp8,opus'];
const AUDIO_TYPES = ['audio/webm;codecs=opus'];

type SendChunk = (session: BroadcastSession, seq: number, chunk: Blob) => Promise<void>;

/** The recording format for a stream: video when it has a video track. */
export function recorderMimeType(stream: MediaStream, supported: (type: string) => boolean = (t) => MediaRecorder.isTypeSupported(t)): string | undefined {
  const list = stream.getVideoTracks().length > 0 ? VIDEO_TYPES : AUDIO_TYPES;
  return list.find(supported);
}

/**
 * The local BroadcastEngine: MediaRecorder makes 1 s chunks with a keyframe every 5 s; they go to the
 * server one at a time, in order (a failed chunk is retried before the next, so the server's ffmpeg
 * never sees a gap).
 */
export function localHlsEngine(sendChunk: SendChunk): BroadcastEngine {
  let recorder: MediaRecorder | null = null;
  let queue: Promise<void> = Promise.resolve();
  const health: BroadcastHealth = { sent: 0, queued: 0, failures: 0 };
  let seq = 0;

  const deliver = async (session: BroadcastSession, n: number, chunk: Blob) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await sendChunk(session, n, chunk);
        health.sent += 1;
        return;
      } catch (error) {
        health.failures += 1;
        if (attempt >= 4) throw error;
        await new Promise((r) => setTimeout(r, 500 * (attempt + 1)));
      }
    }
  };

  return {
    async start(stream, session) {
      seq = 0;
      const mimeType = recorderMimeType(stream);
      recorder = new MediaRecorder(stream, { ...(mimeType ? { mimeType } : {}), videoKeyFrameIntervalDuration: KEYFRAME_MS } as MediaRecorderOptions);
      recorder.ondataavailable = (event) => {
        if (event.data.size === 0) return;
        const n = seq++;
        health.queued += 1;
        queue = queue
          .then(() => deliver(session, n, event.data))
          .catch((error: unknown) => console.error('Broadcast chunk lost', error))
          .finally(() => (health.queued -= 1));
      };
      recorder.start(CHUNK_MS);
    },
    async stop() {
      const current = recorder;
      recorder = null;
      if (current && current.state !== 'inactive') {
        const stopped = new Promise((r) => current.addEventListener('stop', r, { once: true }));
        current.stop();
        await stopped;
      }
      await queue;
    },
    health: () => ({ ...health }),
  };
}

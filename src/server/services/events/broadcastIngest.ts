import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { HttpError } from '../../http/HttpError';
import type { Logger } from '../../logger';

/** Debian's ffmpeg (installed by .ci/run, named in README). */
export const FFMPEG_PATH = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
/** spec 3 §9: HLS segments of 5 seconds. */
export const HLS_SEGMENT_SECONDS = 5;
/** Chunks that may wait for an earlier one before the upload is refused (a client that skipped one). */
const MAX_WAITING_CHUNKS = 30;
const HLS_FILE = /^(index\.m3u8|seg_\d{5}\.ts)$/;

interface Session {
  ffmpeg: ChildProcessWithoutNullStreams;
  next: number;
  waiting: Map<number, Buffer>;
  ended: boolean;
}

/** The folder of an occurrence's HLS output under the data folder. */
export const hlsFolder = (dataDir: string, eventId: string, occurrenceId: string) => join(dataDir, 'live', eventId, occurrenceId);

// The browser records WebM (H.264 or none, Opus): video is copied (MediaRecorder puts a keyframe every
// 5 s, so segments cut at 5 s without re-encoding); Opus becomes AAC, which every HLS player takes in TS.
function ffmpegArgs(dir: string): string[] {
  return [
    '-hide_banner', '-loglevel', 'error',
    '-fflags', '+genpts',
    '-f', 'webm', '-i', 'pipe:0',
    '-c:v', 'copy',
    '-c:a', 'aac', '-b:a', '96k',
    '-f', 'hls',
    '-hls_time', String(HLS_SEGMENT_SECONDS),
    '-hls_list_size', '0',
    '-hls_playlist_type', 'event',
    '-hls_segment_filename', join(dir, 'seg_%05d.ts'),
    join(dir, 'index.m3u8'),
  ];
}

/**
 * The local broadcast path's server half (BroadcastEngine, local implementation): the host's browser
 * sends 1 s MediaRecorder chunks numbered from 0; they are fed to one ffmpeg per occurrence strictly in
 * order (an early chunk waits for the ones before it; a repeated one is ignored, so a retried upload is
 * safe), and ffmpeg writes the HLS playlist and 5 s segments the viewers play.
 */
export function broadcastIngest(dataDir: string, logger: Pick<Logger, 'warn' | 'error'>, ffmpegPath = FFMPEG_PATH) {
  const sessions = new Map<string, Session>();
  const key = (eventId: string, occurrenceId: string) => `${eventId}/${occurrenceId}`;

  const start = (eventId: string, occurrenceId: string): Session => {
    const dir = hlsFolder(dataDir, eventId, occurrenceId);
    mkdirSync(dir, { recursive: true });
    const ffmpeg = spawn(ffmpegPath, ffmpegArgs(dir), { stdio: ['pipe', 'pipe', 'pipe'] });
    ffmpeg.stderr.on('data', (data: Buffer) => logger.warn(`ffmpeg ${eventId}/${occurrenceId}: ${data.toString().trim()}`));
    ffmpeg.stdin.on('error', (error) => logger.warn(`ffmpeg input ${eventId}/${occurrenceId}: ${error.message}`));
    ffmpeg.on('error', (error) => logger.error(`ffmpeg could not start (${ffmpegPath})`, error));
    const session: Session = { ffmpeg, next: 0, waiting: new Map(), ended: false };
    ffmpeg.on('close', () => sessions.get(key(eventId, occurrenceId)) === session && sessions.delete(key(eventId, occurrenceId)));
    sessions.set(key(eventId, occurrenceId), session);
    return session;
  };

  return {
    /** Takes chunk `seq` of the occurrence's recording; answers how many chunks are in ffmpeg so far. */
    accept(eventId: string, occurrenceId: string, seq: number, chunk: Buffer): { received: number } {
      let session = sessions.get(key(eventId, occurrenceId));
      if (!session || session.ended) {
        if (seq !== 0 && !session) throw new HttpError(409, 'The recording must start with chunk 0');
        if (session?.ended) throw new HttpError(409, 'This session has ended');
        session = start(eventId, occurrenceId);
      }
      if (seq < session.next || session.waiting.has(seq)) return { received: session.next };
      if (session.waiting.size >= MAX_WAITING_CHUNKS) throw new HttpError(409, `Chunk ${session.next} is missing`);
      session.waiting.set(seq, chunk);
      for (let ready = session.waiting.get(session.next); ready; ready = session.waiting.get(session.next)) {
        session.waiting.delete(session.next);
        session.ffmpeg.stdin.write(ready);
        session.next += 1;
      }
      return { received: session.next };
    },

    /** The session ended: ffmpeg finishes the last segment and closes the playlist. */
    end(eventId: string, occurrenceId: string): void {
      const session = sessions.get(key(eventId, occurrenceId));
      if (!session || session.ended) return;
      session.ended = true;
      session.ffmpeg.stdin.end();
    },

    /** The path of an HLS file of the occurrence, or 404. */
    file(eventId: string, occurrenceId: string, name: string): string {
      const path = join(hlsFolder(dataDir, eventId, occurrenceId), name);
      if (!HLS_FILE.test(name) || !existsSync(path)) throw new HttpError(404, 'Not found');
      return path;
    },

    /** The ffmpeg process ids (the benchmark reads their CPU time). */
    pids: () => [...sessions.values()].map((s) => s.ffmpeg.pid).filter((pid): pid is number => pid !== undefined),

    stopAll(): void {
      for (const session of sessions.values()) session.ffmpeg.kill('SIGKILL');
      sessions.clear();
    },
  };
}

export type BroadcastIngest = ReturnType<typeof broadcastIngest>;

import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
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

/**
 * One take: the recording from one Go live (one broadcast token). A host who reloads the page mid-session
 * goes live again into the same occurrence with a new token: a new take, whose ffmpeg starts once the
 * previous one has written its last segment and appends to the same playlist after a discontinuity.
 */
interface Take {
  token: string;
  ffmpeg: ChildProcessWithoutNullStreams | null;
  /** Chunks in order that arrived before ffmpeg started (it waits for the previous take to close). */
  pending: Buffer[];
  next: number;
  waiting: Map<number, Buffer>;
  /** END_SESSION: the playlist gets #EXT-X-ENDLIST once ffmpeg is done. */
  ended: boolean;
  /** A newer take replaced this one: its input is closed, the playlist stays open. */
  replaced: boolean;
  closed: Promise<void>;
}

/** The folder of an occurrence's HLS output under the data folder. */
export const hlsFolder = (dataDir: string, eventId: string, occurrenceId: string) => join(dataDir, 'live', eventId, occurrenceId);

const ENDLIST = '#EXT-X-ENDLIST';

// The browser records WebM (H.264 or none, Opus): video is copied (MediaRecorder puts a keyframe every
// 5 s, so segments cut at 5 s without re-encoding); Opus becomes AAC, which every HLS player takes in TS.
// ffmpeg never closes the playlist itself (the session may go on in a later take); a later take appends
// its segments, numbered on, after #EXT-X-DISCONTINUITY.
export function ffmpegArgs(dir: string, appending: boolean): string[] {
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
    '-hls_flags', appending ? 'omit_endlist+append_list+discont_start' : 'omit_endlist',
    '-hls_segment_filename', join(dir, 'seg_%05d.ts'),
    join(dir, 'index.m3u8'),
  ];
}

// END_SESSION: the playlist is complete (once, after the last take's ffmpeg has closed).
function closePlaylist(dir: string): void {
  const path = join(dir, 'index.m3u8');
  if (!existsSync(path)) return;
  const text = readFileSync(path, 'utf8');
  if (!text.includes(ENDLIST)) appendFileSync(path, `${text.endsWith('\n') ? '' : '\n'}${ENDLIST}\n`);
}

/**
 * The local broadcast path's server half (BroadcastEngine, local implementation): the host's browser
 * sends 1 s MediaRecorder chunks numbered from 0 with its session's broadcast token; they are fed to one
 * ffmpeg per take strictly in order (an early chunk waits for the ones before it; a repeated one is
 * ignored, so a retried upload is safe), and ffmpeg writes the HLS playlist and 5 s segments the viewers
 * play. A chunk 0 with a new token (the host went live again after a reload) starts a new take that
 * continues the same playlist.
 */
export function broadcastIngest(dataDir: string, logger: Pick<Logger, 'warn' | 'error'>, ffmpegPath = FFMPEG_PATH) {
  const takes = new Map<string, Take>();
  const key = (eventId: string, occurrenceId: string) => `${eventId}/${occurrenceId}`;

  const finish = (take: Take) => {
    if (take.ffmpeg) take.ffmpeg.stdin.end();
  };

  const start = (eventId: string, occurrenceId: string, token: string, previous: Take | undefined): Take => {
    const dir = hlsFolder(dataDir, eventId, occurrenceId);
    mkdirSync(dir, { recursive: true });
    let closed!: () => void;
    const take: Take = { token, ffmpeg: null, pending: [], next: 0, waiting: new Map(), ended: false, replaced: false, closed: new Promise((r) => (closed = r)) };
    const label = `${eventId}/${occurrenceId}`;
    void (previous?.closed ?? Promise.resolve()).then(() => {
      const ffmpeg = spawn(ffmpegPath, ffmpegArgs(dir, existsSync(join(dir, 'index.m3u8'))), { stdio: ['pipe', 'pipe', 'pipe'] });
      ffmpeg.stderr.on('data', (data: Buffer) => logger.warn(`ffmpeg ${label}: ${data.toString().trim()}`));
      ffmpeg.stdin.on('error', (error) => logger.warn(`ffmpeg input ${label}: ${error.message}`));
      ffmpeg.on('error', (error) => {
        logger.error(`ffmpeg could not start (${ffmpegPath})`, error);
        closed();
      });
      ffmpeg.on('close', () => {
        if (take.ended) closePlaylist(dir);
        if (takes.get(key(eventId, occurrenceId)) === take && take.ended) takes.delete(key(eventId, occurrenceId));
        closed();
      });
      take.ffmpeg = ffmpeg;
      for (const chunk of take.pending) ffmpeg.stdin.write(chunk);
      take.pending = [];
      if (take.ended || take.replaced) finish(take);
    });
    takes.set(key(eventId, occurrenceId), take);
    return take;
  };

  return {
    /** Takes chunk `seq` of the recording sent with `token`; answers how many chunks of it are in ffmpeg so far. */
    accept(eventId: string, occurrenceId: string, token: string, seq: number, chunk: Buffer): { received: number } {
      let take = takes.get(key(eventId, occurrenceId));
      if (take?.ended) throw new HttpError(409, 'This session has ended');
      if (!take || take.token !== token) {
        if (seq !== 0) throw new HttpError(409, 'The recording must start with chunk 0');
        if (take) {
          take.replaced = true;
          finish(take);
        }
        take = start(eventId, occurrenceId, token, take);
      }
      if (seq < take.next || take.waiting.has(seq)) return { received: take.next };
      if (take.waiting.size >= MAX_WAITING_CHUNKS) throw new HttpError(409, `Chunk ${take.next} is missing`);
      take.waiting.set(seq, chunk);
      for (let ready = take.waiting.get(take.next); ready; ready = take.waiting.get(take.next)) {
        take.waiting.delete(take.next);
        if (take.ffmpeg) take.ffmpeg.stdin.write(ready);
        else take.pending.push(ready);
        take.next += 1;
      }
      return { received: take.next };
    },

    /** The session ended: ffmpeg finishes the last segment, then the playlist gets #EXT-X-ENDLIST. */
    end(eventId: string, occurrenceId: string): void {
      const take = takes.get(key(eventId, occurrenceId));
      // No take in memory (the server restarted since the last chunk): the playlist on disk is closed now.
      if (!take) return closePlaylist(hlsFolder(dataDir, eventId, occurrenceId));
      if (take.ended) return;
      take.ended = true;
      finish(take);
    },

    /** The path of an HLS file of the occurrence, or 404. */
    file(eventId: string, occurrenceId: string, name: string): string {
      const path = join(hlsFolder(dataDir, eventId, occurrenceId), name);
      if (!HLS_FILE.test(name) || !existsSync(path)) throw new HttpError(404, 'Not found');
      return path;
    },

    /** The ffmpeg process ids (the benchmark reads their CPU time). */
    pids: () => [...takes.values()].map((t) => t.ffmpeg?.pid).filter((pid): pid is number => pid !== undefined),

    stopAll(): void {
      for (const take of takes.values()) take.ffmpeg?.kill('SIGKILL');
      takes.clear();
    },
  };
}

export type BroadcastIngest = ReturnType<typeof broadcastIngest>;

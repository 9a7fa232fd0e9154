import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FFMPEG_PATH } from '../../src/server/services/events/broadcastIngest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';

const SVC = '/svc/events/api/v1';
let server: TestServer;
let publisher: string;
let recording: Buffer;

// What MediaRecorder sends: WebM-family H.264 + Opus with a keyframe every 5 s (here 12 s of test pattern).
beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'live-rec-'));
  const file = join(dir, 'rec.webm');
  execFileSync(FFMPEG_PATH, ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=20', '-f', 'lavfi', '-i', 'sine=frequency=440', '-t', '12', '-c:v', 'libx264', '-preset', 'ultrafast', '-g', '100', '-keyint_min', '100', '-c:a', 'libopus', '-f', 'matroska', file]);
  recording = readFileSync(file);
  server = await startTestServer();
  publisher = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
}, 120_000);
afterAll(() => server.stop());

describe('local broadcast path: chunks in order to ffmpeg, 5 s HLS out', () => {
  it('takes chunks out of order (each once), writes 5 s segments without re-encoding video, closes the playlist on END_SESSION', async () => {
    const created = await server.call('POST', `${SVC}/live-events`, {
      token: publisher,
      body: { title: 'Broadcast Check', description: 'ffmpeg check', language_code: 'en', start_date: Date.now(), tags: [], duration_mins: 15, content_type: 'TALK', type: 'LIVE_STREAM' },
    });
    const id = created.body.id;
    const occurrence = (await server.call('GET', `${SVC}/live-events/${id}`, { token: publisher })).body.next_occurrences[0].id;
    const { token } = (await server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}`, { token: publisher, body: { action: 'START_SESSION' } })).body;
    const size = Math.ceil(recording.length / 12);
    const chunks = Array.from({ length: 12 }, (_, i) => recording.subarray(i * size, (i + 1) * size));
    const send = (seq: number) =>
      fetch(`${server.url}${SVC}/events/${id}/occurrences/${occurrence}/broadcast/${seq}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${publisher}`, 'x-broadcast-token': token, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(chunks[seq]!),
      }).then((r) => r.json() as Promise<{ received: number }>);
    // Chunk 1 before chunk 0 waits; chunk 0 sent twice counts once.
    expect(await send(0)).toEqual({ received: 1 });
    expect(await send(2)).toEqual({ received: 1 });
    expect(await send(1)).toEqual({ received: 3 });
    expect(await send(0)).toEqual({ received: 3 });
    for (let seq = 3; seq < chunks.length; seq++) await send(seq);
    await server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}`, { token: publisher, body: { action: 'END_SESSION' } });
    const playlistPath = `${SVC}/events/${id}/occurrences/${occurrence}/hls/index.m3u8`;
    let playlist = '';
    for (let i = 0; i < 100 && !playlist.includes('#EXT-X-ENDLIST'); i++) {
      await new Promise((r) => setTimeout(r, 200));
      const answer = await server.call('GET', playlistPath, { token: publisher });
      playlist = answer.status === 200 ? String(answer.body) : '';
    }
    expect(playlist).toContain('#EXT-X-ENDLIST');
    const durations = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
    expect(durations.length).toBeGreaterThanOrEqual(2);
    expect(durations[0]).toBeCloseTo(5, 0);
    const segment = await fetch(`${server.url}${SVC}/events/${id}/occurrences/${occurrence}/hls/seg_00000.ts`, { headers: { authorization: `Bearer ${publisher}` } });
    expect(segment.status).toBe(200);
    expect((await segment.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    // Only the HLS files are served.
    expect((await server.call('GET', `${SVC}/events/${id}/occurrences/${occurrence}/hls/..%2Fx`, { token: publisher })).status).toBe(404);
  }, 120_000);

  it('a host who reloads mid-session goes live again into the same occurrence: a new take continues the playlist after a discontinuity, the old token is refused', async () => {
    const created = await server.call('POST', `${SVC}/live-events`, {
      token: publisher,
      body: { title: 'Reload Check', description: 'take two', language_code: 'en', start_date: Date.now(), tags: [], duration_mins: 15, content_type: 'TALK', type: 'LIVE_STREAM' },
    });
    const id = created.body.id;
    const occurrence = (await server.call('GET', `${SVC}/live-events/${id}`, { token: publisher })).body.next_occurrences[0].id;
    const goLive = async () => (await server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}`, { token: publisher, body: { action: 'START_SESSION' } })).body;
    const size = Math.ceil(recording.length / 12);
    const chunks = Array.from({ length: 12 }, (_, i) => recording.subarray(i * size, (i + 1) * size));
    const send = (seq: number, broadcastToken: string) =>
      fetch(`${server.url}${SVC}/events/${id}/occurrences/${occurrence}/broadcast/${seq}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${publisher}`, 'x-broadcast-token': broadcastToken, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(chunks[seq]!),
      });
    const playlistPath = `${SVC}/events/${id}/occurrences/${occurrence}/hls/index.m3u8`;
    const playlistWhen = async (done: (text: string) => boolean) => {
      let text = '';
      for (let i = 0; i < 150 && !done(text); i++) {
        await new Promise((r) => setTimeout(r, 200));
        const answer = await server.call('GET', playlistPath, { token: publisher });
        text = answer.status === 200 ? String(answer.body) : '';
      }
      return text;
    };

    const first = await goLive();
    expect(first.occurrence.status).toBe('IN_PROGRESS');
    // The first take: the whole recording, then the page reloads (no END_SESSION).
    for (let seq = 0; seq < chunks.length; seq++) expect((await send(seq, first.token)).status).toBe(200);
    await playlistWhen((text) => (text.match(/#EXTINF/g) ?? []).length >= 2);

    // After the reload: the occurrence is still IN_PROGRESS; going live again keeps its start time.
    const second = await goLive();
    expect(second.token).not.toBe(first.token);
    expect(second.occurrence.status).toBe('IN_PROGRESS');
    expect(second.occurrence.started_at).toBe(first.occurrence.started_at);
    expect((await send(12 - 1, first.token)).status).toBe(403);
    for (let seq = 0; seq < chunks.length; seq++) expect((await send(seq, second.token)).status).toBe(200);
    await server.call('POST', `${SVC}/events/${id}/occurrences/${occurrence}`, { token: publisher, body: { action: 'END_SESSION' } });

    const playlist = await playlistWhen((text) => text.includes('#EXT-X-ENDLIST'));
    expect(playlist).toContain('#EXT-X-ENDLIST');
    expect(playlist.match(/#EXT-X-ENDLIST/g)).toHaveLength(1);
    const segments = [...playlist.matchAll(/^(seg_\d{5}\.ts)$/gm)].map((m) => m[1]);
    // Both takes (12 s each: 5 + 5 + 2) are in the one playlist, numbered on, the second after a discontinuity.
    expect(segments).toEqual(['seg_00000.ts', 'seg_00001.ts', 'seg_00002.ts', 'seg_00003.ts', 'seg_00004.ts', 'seg_00005.ts']);
    const afterFirstTake = playlist.slice(playlist.indexOf('seg_00002.ts'));
    expect(afterFirstTake.indexOf('#EXT-X-DISCONTINUITY')).toBeGreaterThan(0);
    expect(afterFirstTake.indexOf('#EXT-X-DISCONTINUITY')).toBeLessThan(afterFirstTake.indexOf('seg_00003.ts'));
    const last = await fetch(`${server.url}${SVC}/events/${id}/occurrences/${occurrence}/hls/seg_00005.ts`, { headers: { authorization: `Bearer ${publisher}` } });
    expect(last.status).toBe(200);
    // Ended: no more chunks, no going live again.
    expect((await send(0, second.token)).status).toBe(403);
  }, 180_000);
});

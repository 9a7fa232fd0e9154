import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;
let publisher: string;

// Starting the server seeds the demo data: slow on a loaded shared machine.
beforeAll(async () => {
  server = await startTestServer();
  publisher = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
}, 120_000);
afterAll(() => server.stop());

const read = async (id: string) => (await server.call('GET', `/api/docs/users/${DEMO_PUBLISHER.uid}/library_items/${id}`, { token: publisher })).body.data;

describe('seeded demo tracks (issue 11 part 5)', () => {
  it('the premium video track has a real HLS video: a playlist of two segments of at most 5 s, all stored', async () => {
    const track = await read('track-gentle-flow');
    expect(track).toMatchObject({ track_type: 'PREMIUM_VIDEO', is_video_uploaded: true, media_length: 10 });
    const video = track.track_video as { remoteFile: string; mime: string; segments: number; bytes: number };
    expect(video).toMatchObject({ mime: 'application/vnd.apple.mpegurl', segments: 2 });
    expect(video.remoteFile).toBe(`${DEMO_PUBLISHER.uid}/uploads/tracks/track-gentle-flow/track_video-hls/index.m3u8`);
    const playlist = readFileSync(join(server.dataDir, 'files', ...video.remoteFile.split('/')), 'utf8');
    const lengths = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
    expect(lengths).toEqual([5, 5]);
    const folder = video.remoteFile.slice(0, video.remoteFile.lastIndexOf('/'));
    const listed = await server.call('GET', `/api/files?prefix=${encodeURIComponent(folder)}`, { token: publisher });
    const items = listed.body.items as Array<{ name: string; size: number }>;
    expect(items.map((f) => f.name).sort()).toEqual(['index.m3u8', 'segment000.ts', 'segment001.ts']);
    expect(items.reduce((sum, f) => sum + f.size, 0)).toBe(video.bytes);
    // MPEG-TS packets start with the sync byte 0x47 every 188 bytes.
    const segment = readFileSync(join(server.dataDir, 'files', ...`${folder}/segment000.ts`.split('/')));
    expect([segment[0], segment[188], segment[376]]).toEqual([0x47, 0x47, 0x47]);
  });
});

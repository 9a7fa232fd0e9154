import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { VALID } from './tracksRuleTable';
import { startTestServer, type TestServer } from './testServer';

const TD = '/svc/teacherDashboard/api/v1/publishers';
const TRACKS = `${TD}/tracks`;

let server: TestServer;
let publisher: string;
let other: string;
beforeAll(async () => {
  server = await startTestServer();
  publisher = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
  // The admin has a profile too: a second publisher for the ownership checks.
  other = await server.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
}, 60_000);
afterAll(() => server.stop());

describe('track calls: ownership and attacks', () => {
  it('lists only the caller’s own tracks of the asked kind, and refuses bad queries with 400', async () => {
    const free = await server.call('GET', `${TRACKS}?isPremium=false&status=all&sortBy=newest&page=1`, { token: publisher });
    expect(free.status).toBe(200);
    expect(free.body.data.rows.map((r: { id: string }) => r.id)).toContain('track-morning-breath');
    expect(free.body.data.rows.every((r: { track_type: string }) => r.track_type === 'FREE_AUDIO')).toBe(true);
    const theirs = await server.call('GET', `${TRACKS}?isPremium=false&status=all&sortBy=newest&page=1`, { token: other });
    expect(theirs.body.data.rows).toEqual([]);
    for (const query of ['isPremium=maybe', 'isPremium=true&status=everything', 'isPremium=true&sortBy=random', 'isPremium=true&page=0', 'isPremium=true&page=1.5']) {
      expect((await server.call('GET', `${TRACKS}?${query}`, { token: publisher })).status).toBe(400);
    }
  });

  it('maps the filter groups exactly as spec 1 §4 (REJECTED_EDIT in Pending and Published)', async () => {
    const titles = async (status: string) => (await server.call('GET', `${TRACKS}?isPremium=false&status=${status}&sortBy=title&page=1`, { token: publisher })).body.data.rows.map((r: { title: string }) => r.title);
    expect(await titles('draft')).toEqual(['Ocean drift']);
    expect(await titles('pending')).toEqual(['A short talk on patience']);
    expect(await titles('published')).toEqual(['Morning breath']);
    expect(await titles('removed')).toEqual(['Ten minute body scan']);
  });

  it("answers 404 for another publisher's track on fetch, snippet and media length, and never writes it", async () => {
    expect((await server.call('GET', `${TRACKS}/track-morning-breath`, { token: other })).status).toBe(404);
    expect((await server.call('PUT', `${TRACKS}/track-morning-breath/snippet`, { token: other, body: { snippet: VALID.details.snippet } })).status).toBe(404);
    expect((await server.call('PUT', `${TRACKS}/track-morning-breath/media-length`, { token: other, body: { media_length: 10 } })).status).toBe(404);
    const mine = await server.call('GET', `${TRACKS}/track-morning-breath`, { token: publisher });
    expect(mine.status).toBe(200);
    expect(mine.body.data.track_type).toBe('FREE_AUDIO');
  });

  it('never turns a course into a track: a track step save or fetch on a course id is 404', async () => {
    expect((await server.call('GET', `${TRACKS}/course-calm-mornings`, { token: publisher })).status).toBe(404);
    const save = await server.call('PUT', `${TRACKS}/course-calm-mornings/steps/details`, { token: publisher, body: { ...VALID.details, track_route: 'free-audio' } });
    expect(save.status).toBe(404);
    const generic = await server.call('PUT', `${TD}/wizards/track/items/course-calm-mornings/steps/details`, { token: publisher, body: { ...VALID.details, track_route: 'free-audio' } });
    expect(generic.status).toBe(404);
    expect((await server.call('GET', `${TD}/courses/course-calm-mornings`, { token: publisher })).body.data.data.title).not.toBe(VALID.details.title);
  });

  it("refuses media files outside the caller's own uploads (400)", async () => {
    const snippet = { ...(VALID.details.snippet as object), remoteFile: `${DEMO_ADMIN.uid}/uploads/tracks/x/preview.mp3` };
    const saved = await server.call('PUT', `${TRACKS}/attack-files/steps/details`, { token: publisher, body: { ...VALID.details, snippet, track_route: 'free-audio' } });
    expect(saved.status).toBe(400);
    expect(saved.body.message).toBe('snippet must be a file in your own uploads');
  });

  it('keeps the variant a track was created with: a later route value cannot re-type it', async () => {
    expect((await server.call('PUT', `${TRACKS}/typed/steps/details`, { token: publisher, body: { ...VALID.details, track_route: 'free-audio' } })).status).toBe(201);
    const again = await server.call('PUT', `${TRACKS}/typed/steps/details`, { token: publisher, body: { ...VALID.details, track_route: 'premium-video', track_type: 'PREMIUM_VIDEO' } });
    expect(again.status).toBe(200);
    const track = await server.call('GET', `${TRACKS}/typed`, { token: publisher });
    expect(track.body.data.track_type).toBe('FREE_AUDIO');
  });

  it('takes the snippet call only for a published free audio track (409 otherwise) and stores the new snippet live', async () => {
    const draft = await server.call('PUT', `${TRACKS}/typed/snippet`, { token: publisher, body: { snippet: VALID.details.snippet } });
    expect(draft.status).toBe(409);
    const premium = await server.call('PUT', `${TRACKS}/track-deep-rest/snippet`, { token: publisher, body: { snippet: VALID.details.snippet } });
    expect(premium.status).toBe(409);
    const snippet = { fileName: 'preview.mp3', remoteFile: `${DEMO_PUBLISHER.uid}/uploads/tracks/track-morning-breath/new/preview.mp3`, mime: 'audio/mpeg', bytes: 480_000, preview_start_time_in_seconds: 90, intro_audio_length: 30 };
    const bad = await server.call('PUT', `${TRACKS}/track-morning-breath/snippet`, { token: publisher, body: { snippet: { ...snippet, intro_audio_length: 61 } } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual(expect.objectContaining({ pointer: '/snippet/intro_audio_length', message: 'The snippet must be shorter than 60 seconds' }));
    const ok = await server.call('PUT', `${TRACKS}/track-morning-breath/snippet`, { token: publisher, body: { snippet } });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('PUBLISHED');
    const track = await server.call('GET', `${TRACKS}/track-morning-breath`, { token: publisher });
    expect(track.body.data.status).toBe('PUBLISHED');
    expect(track.body.data.data.snippet.preview_start_time_in_seconds).toBe(90);
  });
});

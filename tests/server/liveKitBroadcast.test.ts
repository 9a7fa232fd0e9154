import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TokenVerifier } from 'livekit-server-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { liveKitConfigFrom } from '../../src/server/services/events/liveKitBroadcast';
import { startTestServer, type TestServer } from './testServer';

// The production broadcast path (issue 17 item 3) with the real livekit-server-sdk: the events service,
// configured for LiveKit, mints the tokens (verified here with the API secret) and makes the SDK's Twirp
// calls for the WHIP ingress and the HLS egress. No LiveKit server exists here: the calls go to a local
// HTTP endpoint that records them and answers as LiveKit's API does (its JSON shapes), checking that each
// call is signed with the API key and secret. What LiveKit itself then does is not tested.
const SVC = '/svc/events/api/v1';
const API_KEY = 'APIlocaltest';
const API_SECRET = 'a-local-secret-of-at-least-32-characters-0123456789';

interface Recorded {
  path: string;
  body: Record<string, unknown>;
  grants: Record<string, unknown>;
}
let calls: Recorded[] = [];
let failCreate = false;
let fakeLiveKit: Server;
let server: TestServer;
let publisher: string;
let viewer: string;
const saved: Record<string, string | undefined> = {};

const readBody = async (req: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of req as AsyncIterable<Buffer>) parts.push(part);
  return JSON.parse(Buffer.concat(parts).toString('utf8') || '{}') as Record<string, unknown>;
};

beforeAll(async () => {
  fakeLiveKit = createServer((req, res) => {
    void (async () => {
      const body = await readBody(req);
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      // Every API call is signed with the key and secret (a wrong one throws here and answers 401).
      const grants = await new TokenVerifier(API_KEY, API_SECRET).verify(bearer).catch(() => null);
      if (!grants) return res.writeHead(401).end('{"code":"unauthenticated"}');
      calls.push({ path: req.url ?? '', body, grants: grants as unknown as Record<string, unknown> });
      const answer = (status: number, json: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
      if (req.url === '/twirp/livekit.Ingress/CreateIngress') {
        if (failCreate) return answer(400, { code: 'invalid_argument', msg: 'ingress disabled' });
        return answer(200, { ingress_id: `IN_${calls.length}`, url: 'https://ingress.example.test/w', stream_key: `sk_${calls.length}`, input_type: 'WHIP_INPUT', room_name: body.roomName });
      }
      if (req.url === '/twirp/livekit.Egress/StartRoomCompositeEgress') return answer(200, { egress_id: `EG_${calls.length}`, room_name: body.roomName, status: 'EGRESS_STARTING' });
      if (req.url === '/twirp/livekit.Egress/StopEgress') return answer(200, { egress_id: body.egressId, status: 'EGRESS_ENDING' });
      if (req.url === '/twirp/livekit.Ingress/DeleteIngress') return answer(200, { ingress_id: body.ingressId });
      answer(404, { code: 'not_found' });
    })();
  });
  await new Promise<void>((r) => fakeLiveKit.listen(0, '127.0.0.1', r));
  const env = { LIVEKIT_URL: `http://127.0.0.1:${(fakeLiveKit.address() as AddressInfo).port}`, LIVEKIT_API_KEY: API_KEY, LIVEKIT_API_SECRET: API_SECRET, LIVEKIT_HLS_BASE_URL: 'https://cdn.example.test/hls/', LIVEKIT_INGRESS_ORIGIN: 'https://ingress.example.test' };
  for (const [name, value] of Object.entries(env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
  server = await startTestServer();
  publisher = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
  viewer = await server.signIn(DEMO_NEW_USER.email, DEMO_NEW_USER.password);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  fakeLiveKit?.close();
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});
beforeEach(() => {
  calls = [];
  failCreate = false;
});

async function liveEvent(type = 'LIVE_STREAM') {
  const created = await server.call('POST', `${SVC}/live-events`, {
    token: publisher,
    body: { title: 'LiveKit Sit', description: 'Production path', language_code: 'en', start_date: Date.now(), tags: [], duration_mins: 15, content_type: 'TALK', type },
  });
  expect(created.status).toBe(200);
  const own = (await server.call('GET', `${SVC}/live-events/${created.body.id}`, { token: publisher })).body;
  return { id: String(created.body.id), occ: String(own.next_occurrences[0].id), owner: String(own.owner) };
}
const action = (id: string, occ: string, name: string, token = publisher) => server.call('POST', `${SVC}/events/${id}/occurrences/${occ}`, { token, body: { action: name, record_test_event: false } });

describe('configuration', () => {
  it('uses LiveKit only when all three settings are given, and refuses half a configuration', () => {
    expect(liveKitConfigFrom({})).toBeNull();
    expect(liveKitConfigFrom({ LIVEKIT_URL: 'https://lk.test', LIVEKIT_API_KEY: 'k', LIVEKIT_API_SECRET: 's' })).toEqual({ url: 'https://lk.test', apiKey: 'k', apiSecret: 's', hlsBaseUrl: null });
    expect(() => liveKitConfigFrom({ LIVEKIT_URL: 'https://lk.test', LIVEKIT_API_KEY: 'k' })).toThrow('missing LIVEKIT_API_SECRET');
  });
});

describe('Content-Security-Policy with LiveKit', () => {
  it('lets the host page reach the WHIP ingress and viewers the egress HLS, and nothing else new', async () => {
    const policy = (await fetch(`${server.url}/`)).headers.get('content-security-policy') ?? '';
    expect(policy).toMatch(/connect-src 'self' blob: https:\/\/ingress\.example\.test https:\/\/cdn\.example\.test(;|$)/);
    expect(policy).toMatch(/media-src 'self' data: blob: https:\/\/cdn\.example\.test(;|$)/);
    expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
  });
});

describe('LiveKit behind the occurrence action (spec 3 §7)', () => {
  it('START_SESSION answers a publisher token for the occurrence room and a WHIP ingress without transcoding; an HLS egress with 5 s segments starts', async () => {
    const { id, occ, owner } = await liveEvent();
    const started = await action(id, occ, 'START_SESSION');
    expect(started.status).toBe(200);
    expect(started.body.occurrence.status).toBe('IN_PROGRESS');
    expect(started.body.ingress).toEqual({ protocol: 'WHIP', url: 'https://ingress.example.test/w', stream_key: 'sk_1' });

    const claims = await new TokenVerifier(API_KEY, API_SECRET).verify(started.body.token);
    expect(claims.sub).toBe(owner);
    expect(claims.video).toMatchObject({ room: `event-${id}-${occ}`, roomJoin: true, canPublish: true, canSubscribe: false });
    expect(claims.exp! - claims.nbf!).toBe(6 * 3600);
    await expect(new TokenVerifier(API_KEY, 'another-secret-of-at-least-32-characters-xx').verify(started.body.token)).rejects.toThrow();

    expect(calls.map((c) => c.path)).toEqual(['/twirp/livekit.Ingress/CreateIngress', '/twirp/livekit.Egress/StartRoomCompositeEgress']);
    const [ingress, egress] = calls;
    expect(ingress!.body).toMatchObject({ inputType: 'WHIP_INPUT', name: `event-${id}-${occ}`, roomName: `event-${id}-${occ}`, participantIdentity: owner, enableTranscoding: false });
    expect(ingress!.grants.video).toMatchObject({ ingressAdmin: true });
    expect(egress!.body).toMatchObject({ roomName: `event-${id}-${occ}`, layout: 'speaker', segmentOutputs: [{ protocol: 'HLS_PROTOCOL', filenamePrefix: `live/${id}/${occ}/`, playlistName: 'index.m3u8', livePlaylistName: 'live.m3u8', segmentDuration: 5 }] });
    expect(egress!.body.audioOnly ?? false).toBe(false);
    expect(egress!.grants.video).toMatchObject({ roomRecord: true });

    // The local broadcast path takes no chunks for it: the browser was given no local token.
    const chunk = await fetch(`${server.url}${SVC}/events/${id}/occurrences/${occ}/broadcast/0`, { method: 'POST', headers: { authorization: `Bearer ${publisher}`, 'x-broadcast-token': started.body.token }, body: new Uint8Array([1, 2, 3]) });
    expect(chunk.status).toBe(403);

    // A host who reloads continues into the same ingress and egress: a new token, no new LiveKit resources.
    calls = [];
    const resumed = await action(id, occ, 'START_SESSION');
    expect(resumed.status).toBe(200);
    expect(resumed.body.ingress.stream_key).toBe('sk_1');
    expect(calls).toEqual([]);
    expect((await new TokenVerifier(API_KEY, API_SECRET).verify(resumed.body.token)).video).toMatchObject({ room: `event-${id}-${occ}`, canPublish: true });

    // Viewers: the egress's playlist, and a subscribe-only token from the join call.
    const view = await server.call('GET', `${SVC}/events/${id}/live`, { token: viewer });
    expect(view.status).toBe(200);
    expect(view.body.playback_url).toBe(`https://cdn.example.test/hls/live/${id}/${occ}/live.m3u8`);
    const joined = await server.call('POST', `${SVC}/events/${id}/occurrences/${occ}/join`, { token: viewer });
    expect(joined.status).toBe(200);
    const viewerClaims = await new TokenVerifier(API_KEY, API_SECRET).verify(joined.body.token);
    expect(viewerClaims.sub).not.toBe(owner);
    expect(viewerClaims.video).toMatchObject({ room: `event-${id}-${occ}`, roomJoin: true, canPublish: false, canSubscribe: true });

    // END_SESSION stops the egress and removes the ingress it created.
    calls = [];
    const ended = await action(id, occ, 'END_SESSION');
    expect(ended.status).toBe(200);
    expect(ended.body.occurrence.status).toBe('ENDED');
    expect(calls.map((c) => [c.path, c.body])).toEqual([
      ['/twirp/livekit.Egress/StopEgress', { egressId: 'EG_2' }],
      ['/twirp/livekit.Ingress/DeleteIngress', { ingressId: 'IN_1' }],
    ]);
  });

  it('an AUDIO_STREAM egress records audio only', async () => {
    const { id, occ } = await liveEvent('AUDIO_STREAM');
    expect((await action(id, occ, 'START_SESSION')).status).toBe(200);
    expect(calls.find((c) => c.path.endsWith('/StartRoomCompositeEgress'))!.body).toMatchObject({ audioOnly: true });
    await action(id, occ, 'END_SESSION');
  });

  it('another user cannot start the session: no token, and nothing is asked of LiveKit', async () => {
    const { id, occ } = await liveEvent();
    const refused = await action(id, occ, 'START_SESSION', viewer);
    expect(refused.status).toBe(404);
    expect(refused.body.token).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('when LiveKit refuses the ingress, START_SESSION answers no token (502) and the host may try again', async () => {
    const { id, occ } = await liveEvent();
    failCreate = true;
    const failed = await action(id, occ, 'START_SESSION');
    expect(failed.status).toBe(502);
    expect(failed.body.token).toBeUndefined();
    expect(server.logs.some((line) => line.includes(`LiveKit could not start event ${id}`))).toBe(true);
    failCreate = false;
    const retried = await action(id, occ, 'START_SESSION');
    expect(retried.status).toBe(200);
    expect(retried.body.ingress.url).toBe('https://ingress.example.test/w');
    await action(id, occ, 'END_SESSION');
  });
});

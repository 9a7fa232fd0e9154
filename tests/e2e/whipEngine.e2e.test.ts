import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { whipEngine as WhipEngine } from '../../src/features/live/broadcast/whipEngine';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';

// The production engine's WHIP client (src/features/live/broadcast/whipEngine.ts), unchanged, in Chromium
// with the fake camera and microphone, against a real WHIP endpoint standing in for LiveKit's ingress: a
// tiny HTTP route here takes the SDP offer (checking its content type and bearer), hands it to a second
// Chromium page that answers as the receiving peer, and returns the answer with 201 and a Location. The
// test proves that media flows (frames decoded and audio received by the answering page) and that stop()
// DELETEs the session. What it cannot prove: LiveKit's own ingress (its SDP quirks, codecs it refuses).
const skipReason = inject('skipReason');
const ENGINE = new URL('../../src/features/live/broadcast/whipEngine.ts', import.meta.url);
const MEDIA_FLAGS = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--allow-loopback-in-peer-connection', '--disable-features=WebRtcHideLocalIpsWithMdns'];
const STREAM_KEY = 'sk-local-test';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}
let browser: Browser;
let server: Server;
let origin: string;
let answerer: Page;
const received: Received[] = [];

async function readBody(req: IncomingMessage) {
  const parts: Buffer[] = [];
  for await (const part of req as AsyncIterable<Buffer>) parts.push(part);
  return Buffer.concat(parts).toString('utf8');
}

// The answering peer: receives what the offer sends, keeps the tracks and the connection for the checks.
async function openAnswerer(page: Page) {
  await page.goto(`${origin}/`);
  await page.evaluate(() => {
    const w = window as unknown as { answer(offer: string): Promise<string>; pc: RTCPeerConnection; kinds: string[] };
    w.kinds = [];
    w.answer = async (offer: string) => {
      const pc = new RTCPeerConnection();
      w.pc = pc;
      pc.ontrack = (event) => w.kinds.push(event.track.kind);
      await pc.setRemoteDescription({ type: 'offer', sdp: offer });
      await pc.setLocalDescription(await pc.createAnswer());
      await new Promise<void>((resolve) => {
        if (pc.iceGatheringState === 'complete') return resolve();
        pc.addEventListener('icegatheringstatechange', () => pc.iceGatheringState === 'complete' && resolve());
        setTimeout(resolve, 3000);
      });
      return pc.localDescription!.sdp;
    };
  });
}

// The publishing page loads the engine's module as the app would (a module script; Vitest would rewrite an
// import() written inside page.evaluate).
async function openHost(context: BrowserContext) {
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.addScriptTag({ type: 'module', content: "import { whipEngine } from '/whipEngine.js'; window.whipEngine = whipEngine;" });
  await page.waitForFunction(() => 'whipEngine' in window);
  return page;
}

describe.skipIf(Boolean(skipReason))('WHIP engine in Chromium against a local WHIP endpoint', () => {
  beforeAll(async () => {
    const engineJs = ts.transpileModule(readFileSync(ENGINE, 'utf8'), { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
    server = createServer((req, res) => {
      void (async () => {
        const body = await readBody(req);
        received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
        if (req.method === 'GET' && req.url === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>whip</title>');
        if (req.method === 'GET' && req.url === '/whipEngine.js') return res.writeHead(200, { 'content-type': 'text/javascript' }).end(engineJs);
        if (req.method === 'POST' && req.url === '/whip') {
          if (req.headers.authorization !== `Bearer ${STREAM_KEY}`) return res.writeHead(401).end();
          if (req.headers['content-type'] !== 'application/sdp') return res.writeHead(415).end();
          const answer = await answerer.evaluate((offer) => (window as unknown as { answer(o: string): Promise<string> }).answer(offer), body);
          return res.writeHead(201, { 'content-type': 'application/sdp', location: '/whip/session/1' }).end(answer);
        }
        if (req.method === 'DELETE' && req.url === '/whip/session/1') return res.writeHead(200).end();
        res.writeHead(404).end();
      })();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS, ...MEDIA_FLAGS] });
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it('publishes the camera and microphone: offer POSTed as application/sdp with the bearer, media received by the answering peer, DELETE on stop', async () => {
    const context = await browser.newContext();
    answerer = await context.newPage();
    await openAnswerer(answerer);
    const host = await openHost(context);
    await host.evaluate(async ({ url, key }) => {
      const { whipEngine } = window as unknown as { whipEngine: typeof WhipEngine };
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      const engine = whipEngine();
      (window as unknown as { engine: typeof engine }).engine = engine;
      await engine.start(stream, { eventId: 'e1', occurrenceId: 'o1', token: 'livekit-jwt', ingress: { protocol: 'WHIP', url, stream_key: key } });
    }, { url: `${origin}/whip`, key: STREAM_KEY });

    const offer = received.find((r) => r.method === 'POST' && r.url === '/whip')!;
    expect(offer.headers['content-type']).toBe('application/sdp');
    expect(offer.headers.authorization).toBe(`Bearer ${STREAM_KEY}`);
    expect(offer.body).toMatch(/^v=0\r\n/);
    expect(offer.body).toMatch(/\r\nm=audio /);
    expect(offer.body).toMatch(/\r\nm=video /);
    expect(offer.body.match(/a=sendonly/g)).toHaveLength(2);
    // Gathered before sending (no trickle): the offer carries its candidates.
    expect(offer.body).toMatch(/\r\na=candidate:/);

    expect(await answerer.evaluate(() => (window as unknown as { kinds: string[] }).kinds.sort())).toEqual(['audio', 'video']);
    const inbound = () =>
      answerer.evaluate(async () => {
        const report = await (window as unknown as { pc: RTCPeerConnection }).pc.getStats();
        const out = { frames: 0, audioBytes: 0 };
        report.forEach((s: { type: string; kind?: string; framesDecoded?: number; bytesReceived?: number }) => {
          if (s.type === 'inbound-rtp' && s.kind === 'video') out.frames = s.framesDecoded ?? 0;
          if (s.type === 'inbound-rtp' && s.kind === 'audio') out.audioBytes = s.bytesReceived ?? 0;
        });
        return out;
      });
    await expect.poll(async () => (await inbound()).frames, { timeout: 20_000, interval: 500 }).toBeGreaterThan(20);
    expect((await inbound()).audioBytes).toBeGreaterThan(0);
    await expect.poll(() => host.evaluate(() => (window as unknown as { engine: { health(): { sent: number } } }).engine.health().sent), { timeout: 10_000, interval: 500 }).toBeGreaterThan(0);

    await host.evaluate(() => (window as unknown as { engine: { stop(): Promise<void> } }).engine.stop());
    const deleted = received.find((r) => r.method === 'DELETE');
    expect(deleted).toMatchObject({ url: '/whip/session/1' });
    expect(deleted!.headers.authorization).toBe(`Bearer ${STREAM_KEY}`);
    // The sender is closed: the receiving peer stops getting frames.
    const framesAtStop = (await inbound()).frames;
    await host.waitForTimeout(1500);
    expect((await inbound()).frames - framesAtStop).toBeLessThan(10);
    await context.close();
  }, 120_000);

  it('a refused stream key fails start() with the endpoint status, and nothing is left connected', async () => {
    const context = await browser.newContext();
    answerer = await context.newPage();
    await openAnswerer(answerer);
    const host = await openHost(context);
    const outcome = await host.evaluate(async ({ url }) => {
      const { whipEngine } = window as unknown as { whipEngine: typeof WhipEngine };
      const stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      const engine = whipEngine();
      const error = await engine.start(stream, { eventId: 'e1', occurrenceId: 'o1', token: 't', ingress: { protocol: 'WHIP', url, stream_key: 'wrong' } }).then(
        () => null,
        (e: unknown) => String(e),
      );
      return { error, health: engine.health() };
    }, { url: `${origin}/whip` });
    expect(outcome.error).toContain('The WHIP endpoint answered 401');
    expect(outcome.health.failures).toBe(1);
    await context.close();
  }, 60_000);
});

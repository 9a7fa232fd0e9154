// The live latency benchmark's page (bundled by tests/bench/liveBench.ts, run in headless Chromium with
// fake devices). Host: the fake camera is drawn into a canvas with the capture time stamped into the frame
// as 42 black/white cells (epoch ms, bit i at cell i), and the canvas stream goes through the product's
// LocalHlsEngine (MediaRecorder, 1 s chunks, keyframes every 5 s) to the server. Viewer: hls.js with the
// viewer page's settings; on every presented frame the cells are read back and the latency is the wall
// clock at presentation minus the stamped capture time (same machine, same clock).
import Hls from 'hls.js';
import { localHlsEngine } from '../../../src/features/live/broadcast/localHlsEngine';
import { liveHlsConfig } from '../../../src/features/live/viewer/liveHlsConfig';

const WIDTH = 640;
const HEIGHT = 360;
const FPS = 20;
const BITS = 42;
const CELL = 24;
const PER_ROW = 21;

function stamp(ctx: CanvasRenderingContext2D, time: number) {
  for (let i = 0; i < BITS; i++) {
    ctx.fillStyle = Math.floor(time / 2 ** i) % 2 === 1 ? '#fff' : '#000';
    ctx.fillRect((i % PER_ROW) * CELL, Math.floor(i / PER_ROW) * CELL, CELL, CELL);
  }
}

function read(ctx: CanvasRenderingContext2D): number {
  const pixels = ctx.getImageData(0, 0, PER_ROW * CELL, 2 * CELL).data;
  let time = 0;
  for (let i = 0; i < BITS; i++) {
    // The mean luma of the cell's middle (codec ringing stays at the edges).
    let sum = 0;
    let n = 0;
    const x0 = (i % PER_ROW) * CELL;
    const y0 = Math.floor(i / PER_ROW) * CELL;
    for (let y = y0 + 8; y < y0 + CELL - 8; y++) {
      for (let x = x0 + 8; x < x0 + CELL - 8; x++) {
        const at = (y * PER_ROW * CELL + x) * 4;
        sum += 0.299 * pixels[at]! + 0.587 * pixels[at + 1]! + 0.114 * pixels[at + 2]!;
        n += 1;
      }
    }
    if (sum / n > 128) time += 2 ** i;
  }
  return time;
}

let engine: ReturnType<typeof localHlsEngine> | null = null;
let drawTimer: ReturnType<typeof setInterval> | undefined;
const samples: number[] = [];
let misread = 0;
let firstFrameAt: number | null = null;

async function host(options: { base: string; bearer: string; eventId: string; occurrenceId: string; token: string }): Promise<string> {
  const camera = await navigator.mediaDevices.getUserMedia({ video: { width: WIDTH, height: HEIGHT }, audio: true });
  const video = document.createElement('video');
  video.muted = true;
  video.srcObject = camera;
  await video.play();
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d')!;
  drawTimer = setInterval(() => {
    ctx.drawImage(video, 0, 0, WIDTH, HEIGHT);
    stamp(ctx, Date.now());
  }, 1000 / FPS);
  const stream = canvas.captureStream(FPS);
  for (const track of camera.getAudioTracks()) stream.addTrack(track);
  engine = localHlsEngine(async (session, seq, chunk) => {
    const answer = await fetch(`${options.base}/broadcast/${seq}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${options.bearer}`, 'x-broadcast-token': session.token, 'content-type': 'application/octet-stream' },
      body: chunk,
    });
    if (!answer.ok) throw new Error(`chunk ${seq}: ${answer.status}`);
  });
  await engine.start(stream, { eventId: options.eventId, occurrenceId: options.occurrenceId, token: options.token });
  return MediaRecorder.isTypeSupported('video/webm;codecs=h264,opus') ? 'video/webm;codecs=h264,opus' : 'other';
}

async function stopHost(): Promise<void> {
  clearInterval(drawTimer);
  await engine?.stop();
}

function viewer(url: string, bearer: string): void {
  const video = document.createElement('video');
  video.muted = true;
  document.body.append(video);
  const canvas = document.createElement('canvas');
  canvas.width = WIDTH;
  canvas.height = HEIGHT;
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  const started = Date.now();
  const onFrame = () => {
    const shownAt = Date.now();
    ctx.drawImage(video, 0, 0, WIDTH, HEIGHT);
    const captured = read(ctx);
    // A misread frame (a cell blurred across the threshold) decodes to nonsense: kept out, counted.
    if (captured > started - 120_000 && captured <= shownAt) {
      firstFrameAt ??= shownAt;
      samples.push(shownAt - captured);
    } else misread += 1;
    video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
  const start = () => {
    const hls = new Hls(liveHlsConfig(bearer));
    hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play().catch(() => {}));
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (!data.fatal) return;
      hls.destroy();
      setTimeout(start, 1000);
    });
    hls.loadSource(url);
    hls.attachMedia(video);
  };
  start();
}

const results = () => ({ samples: [...samples], misread, firstFrameAt });

Object.assign(window, { liveBench: { host, stopHost, viewer, results } });

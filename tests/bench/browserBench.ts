import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { BROWSER_WIZARDS, RENDER_ONLY_WIZARDS } from './benchSource';
import { PAGE_HTML } from './buildPage';
import { median, quantile } from './stats';

/** Figures of one engine on one bench wizard, in milliseconds. */
export interface RenderFigures {
  firstRender: number;
  keystrokeMedian: number;
  keystrokeP95: number;
}

/** Heap a mounted step keeps, in MB (median), per engine. */
export type HeapFigures = Record<Engine, number>;

/** Browser results: per wizard id, ours and both baselines side by side, and the frame floor of the timing. */
export interface BrowserResults {
  byWizard: Record<string, { ours: RenderFigures; stock: RenderFigures; jsonforms: RenderFigures; stepFormRender: number; oursQuietP95: number; heap: HeapFigures }>;
  /** First render only (median ms) of the render-only steps, per kind, and the heap each keeps. */
  renderOnly: Record<string, { render: Record<Kind, number>; heap: HeapFigures }>;
  frameFloorMedian: number;
  frameFloorP95: number;
}

type Kind = 'ours' | 'stepForm' | 'stock' | 'jsonforms';
/** The engines compared as wholes: ours (WizardView), stock RJSF + Mantine, JSON Forms vanilla. */
type Engine = 'ours' | 'stock' | 'jsonforms';
const ENGINES: readonly Engine[] = ['ours', 'stock', 'jsonforms'];
const KINDS: readonly Kind[] = ['ours', 'stepForm', 'stock', 'jsonforms'];

const ORIGIN = 'http://bench.invalid/';
const RENDER_ROUNDS = 32;
const WARM_RENDERS = 3;
const TYPING_ROUNDS = 8;
const HEAP_ROUNDS = 7;
const WARM_KEYSTROKES = 4;
// Typed into the title field (10-80 characters, several text rules): every keystroke re-validates.
const TYPED = 'morning calm practice for tired minds';

const CONTENT_TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

// Frames run back to back instead of on a 60 Hz clock, so "next frame" measures work, not vsync waits.
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-frame-rate-limit', '--disable-gpu-vsync', '--js-flags=--expose-gc',
  // performance.memory in bytes rather than Chromium's coarse buckets (heap after mount).
  '--enable-precise-memory-info',
];

async function openPage(page: Page, pageDir: string): Promise<void> {
  // The built page is served from disk by request interception: no server, no port.
  await page.route(`${ORIGIN}**`, async (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    try {
      const body = await readFile(join(pageDir, path));
      await route.fulfill({ body, contentType: CONTENT_TYPES[extname(path)] ?? 'application/octet-stream' });
    } catch {
      await route.fulfill({ status: 404, body: '' });
    }
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(ORIGIN + PAGE_HTML);
  await page.waitForFunction(() => document.title === 'bench ready', undefined, { timeout: 20_000 }).catch(() => {
    throw new Error(`bench page did not start: ${errors.join('; ') || 'no error reported'}`);
  });
  await page.evaluate((ids) => (window as never as BenchWindow).bench.prepare(ids), [...BROWSER_WIZARDS, ...RENDER_ONLY_WIZARDS]);
}

interface BenchWindow {
  gc?: () => void;
  bench: {
    prepare(ids: string[]): void;
    render(kind: Kind, wizardId: string): number;
    typing(kind: Kind, wizardId: string, text: string, errorsLive: boolean): Promise<{ latencies: number[]; value: string }>;
    floor(count: number): Promise<number[]>;
    heap(kind: Kind, wizardId: string): Promise<number>;
    unmount(): void;
  };
}

const renderOnce = (page: Page, kind: Kind, wizardId: string) =>
  page.evaluate(([k, id]) => {
    const w = window as never as BenchWindow;
    w.gc?.();
    const ms = w.bench.render(k as Kind, id as string);
    w.bench.unmount();
    return ms;
  }, [kind, wizardId]);

const typeOnce = (page: Page, kind: Kind, wizardId: string, errorsLive = true) =>
  page.evaluate(([k, id, text, live]) => {
    const w = window as never as BenchWindow;
    w.gc?.();
    return w.bench.typing(k as Kind, id as string, text as string, live === 'live');
  }, [kind, wizardId, TYPED, errorsLive ? 'live' : 'quiet']);

// Interleaved, alternating who goes first, so neither always runs on a warmer or cooler machine.
const inTurn = <T,>(list: readonly T[], round: number): T[] => (round % 2 ? [...list].reverse() : [...list]);

async function measureRenders(page: Page, wizardId: string): Promise<Record<Kind, number[]>> {
  const renders: Record<Kind, number[]> = { ours: [], stepForm: [], stock: [], jsonforms: [] };
  for (let round = 0; round < WARM_RENDERS + RENDER_ROUNDS; round++) {
    for (const kind of inTurn(KINDS, round)) {
      const ms = await renderOnce(page, kind, wizardId);
      if (round >= WARM_RENDERS) renders[kind].push(ms);
    }
  }
  return renders;
}

/** Heap each engine's mounted step keeps, MB, median of interleaved rounds (after the render rounds warmed every cache). */
async function measureHeap(page: Page, wizardId: string): Promise<HeapFigures> {
  const bytes: Record<Engine, number[]> = { ours: [], stock: [], jsonforms: [] };
  for (let round = 0; round < HEAP_ROUNDS; round++) {
    for (const engine of inTurn(ENGINES, round)) {
      bytes[engine].push(await page.evaluate(([k, id]) => (window as never as BenchWindow).bench.heap(k as Kind, id as string), [engine, wizardId]));
    }
  }
  return { ours: median(bytes.ours) / 1e6, stock: median(bytes.stock) / 1e6, jsonforms: median(bytes.jsonforms) / 1e6 };
}

async function measureWizard(page: Page, wizardId: string): Promise<BrowserResults['byWizard'][string]> {
  const renders = await measureRenders(page, wizardId);
  const keys: Record<Kind, number[]> = { ours: [], stepForm: [], stock: [], jsonforms: [] };
  const quiet: number[] = [];
  for (let round = 0; round < TYPING_ROUNDS; round++) {
    for (const kind of inTurn(ENGINES, round)) {
      const { latencies, value } = await typeOnce(page, kind, wizardId);
      // Both forms must really hold the typed text (ours capitalises the first letter).
      if (value.toLowerCase() !== TYPED) throw new Error(`${kind} ${wizardId}: typed text did not reach the field ("${value}")`);
      keys[kind].push(...latencies.slice(WARM_KEYSTROKES));
    }
    const { latencies, value } = await typeOnce(page, 'ours', wizardId, false);
    if (value.toLowerCase() !== TYPED) throw new Error(`ours ${wizardId}: typed text did not reach the field ("${value}")`);
    quiet.push(...latencies.slice(WARM_KEYSTROKES));
  }
  const figures = (kind: Kind): RenderFigures => ({
    firstRender: median(renders[kind]),
    keystrokeMedian: median(keys[kind]),
    keystrokeP95: quantile(keys[kind], 0.95),
  });
  return {
    ours: figures('ours'),
    stock: figures('stock'),
    jsonforms: figures('jsonforms'),
    stepFormRender: median(renders.stepForm),
    oursQuietP95: quantile(quiet, 0.95),
    heap: await measureHeap(page, wizardId),
  };
}

/** First render of a step, interleaved as for the other steps: the median of each kind, and the heap each keeps. */
async function measureRenderOnly(page: Page, wizardId: string): Promise<BrowserResults['renderOnly'][string]> {
  const renders = await measureRenders(page, wizardId);
  return {
    render: { ours: median(renders.ours), stepForm: median(renders.stepForm), stock: median(renders.stock), jsonforms: median(renders.jsonforms) },
    heap: await measureHeap(page, wizardId),
  };
}

/**
 * Mounts and types into each bench step (all of them, or the `wizards` and `renderOnlyWizards` named) with our
 * WizardView, stock RJSF + Mantine and JSON Forms vanilla in headless Chromium.
 */
export async function benchBrowser(
  pageDir: string,
  wizards: readonly string[] = BROWSER_WIZARDS,
  renderOnlyWizards: readonly string[] = RENDER_ONLY_WIZARDS,
): Promise<BrowserResults> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await openPage(page, pageDir);
    const byWizard: BrowserResults['byWizard'] = {};
    for (const wizardId of wizards) byWizard[wizardId] = await measureWizard(page, wizardId);
    const renderOnly: BrowserResults['renderOnly'] = {};
    for (const wizardId of renderOnlyWizards) renderOnly[wizardId] = await measureRenderOnly(page, wizardId);
    const floor = await page.evaluate(() => (window as never as BenchWindow).bench.floor(60));
    return { byWizard, renderOnly, frameFloorMedian: median(floor), frameFloorP95: quantile(floor, 0.95) };
  } finally {
    await browser.close();
  }
}

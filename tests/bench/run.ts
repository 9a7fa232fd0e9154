// `npm run bench`: DESIGN §9 budgets measured side by side with the stock engines, printed as one table.
// Not a test: figures are marked against their targets but never fail the run.
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BARE_DESCRIPTION } from './bareValidator';
import { benchBrowser, type BrowserResults } from './browserBench';
import { loadBenchSource, stepLabel } from './benchSource';
import { buildPage, STOCK_HTML } from './buildPage';
import { entrySize, measureBundles } from './bundleSizes';
import { fmt, met, ratio, renderTable, type Row } from './table';
import { benchValidation, type ThroughputResult } from './validationBench';
import { benchMedia } from './mediaBench';

// DESIGN §9: each wizard route, its wizard's validators and schema files included, weighs no more than the stock RJSF + Mantine page.
const WIZARD_ROUTE_BUDGET_KB = 295;

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'wizard-bench-'));
const started = performance.now();
const step = (label: string) => console.error(`bench: ${label} (${((performance.now() - started) / 1000).toFixed(0)} s)`);

function validationRows(results: ThroughputResult[]): Row[] {
  return results.map((r) => ({
    measure: `validate ${r.wizard.replace('bench-', '')}-field step, ${r.documents} doc`,
    ours: fmt(r.oursOps, 'ops/s'),
    baseline: fmt(r.bareOps, 'ops/s'),
    ratio: `${r.ratio.toFixed(2)}×`,
    target: r.documents === 'invalid' ? '≥ 0.80× bare ajv' : '—',
    met: met(r.documents === 'invalid' ? r.ratio >= 0.8 : null),
  }));
}

function browserRows(results: BrowserResults): Row[] {
  const rows: Row[] = [];
  for (const [wizardId, { ours, stock, stepFormRender, oursQuietP95 }] of Object.entries(results.byWizard)) {
    const step = stepLabel(wizardId);
    const budgeted = wizardId === 'bench-40';
    rows.push(
      {
        measure: `first render, ${step}`,
        ours: fmt(ours.firstRender, 'ms'),
        baseline: fmt(stock.firstRender, 'ms'),
        ratio: ratio(ours.firstRender, stock.firstRender),
        target: budgeted ? '≤ 20 ms' : '—',
        met: met(budgeted ? ours.firstRender <= 20 : null),
      },
      {
        measure: `  of which the StepForm alone, ${step}`,
        ours: fmt(stepFormRender, 'ms'),
        baseline: fmt(stock.firstRender, 'ms'),
        ratio: ratio(stepFormRender, stock.firstRender),
        target: '—',
        met: '—',
      },
      {
        measure: `keystroke → next frame median, ${step}`,
        ours: fmt(ours.keystrokeMedian, 'ms'),
        baseline: fmt(stock.keystrokeMedian, 'ms'),
        ratio: ratio(ours.keystrokeMedian, stock.keystrokeMedian),
        target: '—',
        met: '—',
      },
      {
        measure: `keystroke → next frame p95, ${step}`,
        ours: fmt(ours.keystrokeP95, 'ms'),
        baseline: fmt(stock.keystrokeP95, 'ms'),
        ratio: ratio(ours.keystrokeP95, stock.keystrokeP95),
        target: budgeted ? '≤ 8 ms' : '—',
        met: met(budgeted ? ours.keystrokeP95 <= 8 : null),
      },
      {
        measure: `  p95 before errors are shown, ${step}`,
        ours: fmt(oursQuietP95, 'ms'),
        baseline: fmt(stock.keystrokeP95, 'ms'),
        ratio: ratio(oursQuietP95, stock.keystrokeP95),
        target: budgeted ? '≤ 8 ms' : '—',
        met: met(budgeted ? oursQuietP95 <= 8 : null),
      },
    );
  }
  for (const figures of Object.values(results.renderOnly)) {
    rows.push(
      {
        measure: 'first render, step with a 20-item list',
        ours: fmt(figures.ours, 'ms'),
        baseline: fmt(figures.stock, 'ms'),
        ratio: ratio(figures.ours, figures.stock),
        target: '≤ 0.30× stock',
        met: met(figures.ours <= 0.3 * figures.stock),
      },
      {
        measure: '  of which the StepForm alone, 20-item list',
        ours: fmt(figures.stepForm, 'ms'),
        baseline: fmt(figures.stock, 'ms'),
        ratio: ratio(figures.stepForm, figures.stock),
        target: '—',
        met: '—',
      },
    );
  }
  rows.push({
    measure: 'frame floor (one text node), median / p95',
    ours: `${fmt(results.frameFloorMedian, 'ms')} / ${fmt(results.frameFloorP95, 'ms')}`,
    baseline: '—',
    ratio: '—',
    target: '—',
    met: '—',
  });
  return rows;
}

try {
  const source = loadBenchSource(root);
  step('validation throughput');
  const throughput = benchValidation(source);
  step('building the bench page');
  const pageDir = join(work, 'page');
  await buildPage(root, pageDir);
  step('headless Chromium');
  const browser = await benchBrowser(pageDir);
  step('building the app');
  const bundles = measureBundles(root, join(work, 'app'));
  const stockPage = entrySize(pageDir, STOCK_HTML);
  step('media in Chromium beside native ffmpeg');
  const media = await benchMedia(root, join(work, 'media'), (label) => step(label));
  step('done');

  const rows: Row[] = [
    ...validationRows(throughput),
    ...browserRows(browser),
    {
      measure: 'sign-in route JS (gzip)',
      ours: fmt(bundles.signIn, 'kB'),
      baseline: '—',
      ratio: '—',
      target: '≤ 150 kB',
      met: met(bundles.signIn <= 150),
    },
    ...bundles.wizardRoutes.map(
      (route): Row => ({
        measure: `${route.wizardId} wizard route JS (gzip), its wizard chunk included`,
        ours: fmt(route.total_kB, 'kB'),
        baseline: fmt(stockPage, 'kB'),
        ratio: ratio(route.total_kB, stockPage),
        target: `≤ ${WIZARD_ROUTE_BUDGET_KB} kB`,
        met: met(route.total_kB <= WIZARD_ROUTE_BUDGET_KB),
      }),
    ),
    ...media.rows,
  ];
  const [load] = loadavg();
  console.log(`Machine: ${cpus().length} cores, load average ${(load ?? 0).toFixed(1)} at the end (other work on the machine makes every figure noisier).`);
  console.log(renderTable(rows));
  console.log(
    [
      '',
      'Validation: ours = CompiledWizard.validateStep(key, data) (picks the step\'s fields, validates, maps errors to',
      `  field messages); ${BARE_DESCRIPTION}. Ops per CPU second of the process (robust to other load), interleaved 60 ms windows, 15 rounds after 10 warm-up rounds, median; ratio = median of per-round ratios.`,
      'Browser: production builds in headless Chromium (frame-rate limit off, so "next frame" is work, not vsync).',
      '  ours = WizardView on the bench wizard (no media uploaders registered: files draw as RJSF objects);',
      '  "course Details step" = the first step of the real course wizard from schemas/, as staff wrote it (not budgeted);',
      '  "StepForm alone" = the same step without the step bar, buttons and machine (render only, for diagnosis);',
      '  "20-item list" = a step whose one field is an item list (x-ui itemList) holding 20 days of 4 fields, ours drawing',
      '  the rows (each item edited in its own editor) against stock RJSF + Mantine\'s array field drawing every item\'s inputs;',
      '  baseline = stock @rjsf/mantine Form + @rjsf/validator-ajv8 (Ajv2020, ajv-errors, our custom keywords) with',
      '  liveValidate="onChange" on the same inlined step schema. First render = median of 32 warm mounts',
      '  (React render + commit + forced layout). Keystrokes: 37 characters typed into the title, 4 rounds each,',
      '  first 4 dropped, ours with errors live (after a Save & Next on the empty step), as stock liveValidate;',
      '  "before errors are shown" = ours typing into a fresh step (no validation per keystroke until Save & Next).',
      `Bundles: vite build --manifest of the app; entry + route chunk + static imports, zlib gzip.${
        bundles.signInAfterPaint ? ` Sign-in also fetches ${fmt(bundles.signInAfterPaint, 'kB')} after first paint (notifications).` : ''
      }`,
      ...bundles.wizardRoutes.map(
        (route) => `  ${route.wizardId} route: ${route.page} (${fmt(route.page_kB, 'kB')} before its wizard chunk) + virtual:wizard-validators/${route.wizardId}.`,
      ),
      '  Baseline: a page with only React, Mantine, @rjsf/mantine and validator-ajv8 drawing the 40-field step.',
      ...media.notes,
    ].join('\n'),
  );
} finally {
  rmSync(work, { recursive: true, force: true });
}

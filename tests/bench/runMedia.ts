// `npx tsx tests/bench/runMedia.ts`: only the media rows of `npm run bench` (they take minutes of their own).
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchMedia } from './mediaBench';
import { renderTable } from './table';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'media-bench-'));
const started = performance.now();
try {
  const { rows, notes } = await benchMedia(root, work, (label) => console.error(`bench: ${label} (${((performance.now() - started) / 1000).toFixed(0)} s)`));
  const [load] = loadavg();
  console.log(`Machine: ${cpus().length} cores, load average ${(load ?? 0).toFixed(1)} at the end.`);
  console.log(renderTable(rows));
  console.log(notes.join('\n'));
} finally {
  rmSync(work, { recursive: true, force: true });
}

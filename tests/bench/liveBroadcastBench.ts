// The live path's benchmark alone (it also runs inside `npm run bench`): npx tsx tests/bench/liveBroadcastBench.ts [seconds=45]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchLive } from './liveBench';
import { renderTable } from './table';

const root = resolve(import.meta.dirname, '../..');
const work = mkdtempSync(join(tmpdir(), 'live-bench-'));
try {
  const { rows, notes } = await benchLive(root, work, (label) => console.error(`bench: ${label}`), Number(process.argv[2] ?? 45));
  console.log(renderTable(rows));
  console.log(notes.join('\n'));
} finally {
  rmSync(work, { recursive: true, force: true });
}

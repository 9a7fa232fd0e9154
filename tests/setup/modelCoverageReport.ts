// Vitest global setup: gives every test worker one folder for model-coverage records, and prints the
// run-wide table (per machine: states and transitions covered / total) once all tests are done.
// Each model test already fails its own file below 100%; this is the summary a reviewer reads.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MODEL_COVERAGE_DIR_ENV, type MachineCoverageRecord } from '../model/coverageRecord';

function mergeRecords(records: MachineCoverageRecord[]): MachineCoverageRecord[] {
  const byName = new Map<string, MachineCoverageRecord>();
  for (const r of records) {
    const seen = byName.get(r.name);
    // A machine reported by several files keeps its best figures; each file has gated its own run.
    if (!seen || r.transitions[0] > seen.transitions[0]) byName.set(r.name, r);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

function formatTable(records: MachineCoverageRecord[]): string {
  const pct = ([c, t]: [number, number]) => `${c}/${t} (${t === 0 ? 100 : Math.floor((c / t) * 100)}%)`;
  const width = Math.max(7, ...records.map((r) => r.name.length));
  const rows = records.map((r) => `  ${r.name.padEnd(width)}  ${pct(r.states).padEnd(14)}  ${pct(r.transitions)}`);
  return ['', 'Model-based coverage (per machine)', `  ${'machine'.padEnd(width)}  ${'states'.padEnd(14)}  transitions`, ...rows, ''].join('\n');
}

export default function setup(): () => void {
  if (process.env[MODEL_COVERAGE_DIR_ENV]) return () => {};
  const dir = mkdtempSync(join(tmpdir(), 'model-coverage-'));
  process.env[MODEL_COVERAGE_DIR_ENV] = dir;
  return () => {
    const records = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as MachineCoverageRecord);
    rmSync(dir, { recursive: true, force: true });
    delete process.env[MODEL_COVERAGE_DIR_ENV];
    if (records.length > 0) console.log(formatTable(mergeRecords(records)));
    const incomplete = records.filter((r) => r.states[0] < r.states[1] || r.transitions[0] < r.transitions[1]);
    if (incomplete.length > 0) throw new Error(`Model coverage below 100% for: ${incomplete.map((r) => r.name).join(', ')}`);
  };
}

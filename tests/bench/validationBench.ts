import { compileWizard } from '../../src/engine/compileWizard';
import { findManifest, stepSchemaPath } from '../../src/engine/findManifest';
import type { SchemaSource } from '../../src/engine/schemaSource';
import { bareValidator } from './bareValidator';
import { benchDocuments } from './benchDocuments';
import { BENCH_STEP, BENCH_WIZARDS } from './benchSource';
import { median } from './stats';

/** Throughput of one wizard on one kind of document. */
export interface ThroughputResult {
  wizard: string;
  documents: 'invalid' | 'valid';
  oursOps: number;
  bareOps: number;
  /** Median of the per-round ours/bare ratios (rounds are interleaved, so drift hits both). */
  ratio: number;
}

// Many short interleaved windows: on a shared machine, load shifts within seconds and hits both sides.
const ROUNDS = 15;
const WINDOW_MS = 60;
const WARM_ROUNDS = 10;

let sink = 0;

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

// Rates per CPU second of this process, not per wall second: on a shared machine another process
// taking the core stops the clock here, so both sides are compared on the work they did.
function opsPerSecond(run: () => number): number {
  let count = 0;
  const start = cpuMs();
  let now = start;
  while (now - start < WINDOW_MS) {
    for (let i = 0; i < 50; i++) sink += run();
    count += 50;
    now = cpuMs();
  }
  return (count * 1000) / (now - start);
}

function measure(ours: () => number, bare: () => number): { oursOps: number; bareOps: number; ratio: number } {
  // V8 needs about a second of calls to tier up ajv's generated code and the keyword regexes; rounds
  // taken before that compare warm-up speeds, not steady ones.
  for (let i = 0; i < WARM_ROUNDS; i++) {
    opsPerSecond(ours);
    opsPerSecond(bare);
  }
  const oursRuns: number[] = [];
  const bareRuns: number[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Alternate who goes first so neither always runs on a warmer or cooler machine.
    let o: number;
    let b: number;
    if (round % 2 === 0) {
      o = opsPerSecond(ours);
      b = opsPerSecond(bare);
    } else {
      b = opsPerSecond(bare);
      o = opsPerSecond(ours);
    }
    oursRuns.push(o);
    bareRuns.push(b);
    ratios.push(o / b);
  }
  return { oursOps: median(oursRuns), bareOps: median(bareRuns), ratio: median(ratios) };
}

/**
 * Our `validateStep` (field picking, validation, messages per field) against a bare compiled ajv
 * validator of the same step file, on the invalid and the valid document of each bench wizard.
 */
export function benchValidation(source: SchemaSource): ThroughputResult[] {
  const results: ThroughputResult[] = [];
  for (const wizardId of BENCH_WIZARDS) {
    const wizard = compileWizard(source, wizardId);
    const { path: manifestPath, manifest } = findManifest(source, wizardId);
    const schema = manifest.steps.find((step) => step.key === BENCH_STEP)?.schema;
    if (!schema) throw new Error(`${wizardId} has no step ${BENCH_STEP}`);
    const bare = bareValidator(source, stepSchemaPath(manifestPath, schema));
    for (const documents of ['invalid', 'valid'] as const) {
      const data = benchDocuments[wizardId]?.[documents];
      if (!data) throw new Error(`No ${documents} document for ${wizardId}`);
      const oursErrors = wizard.validateStep(BENCH_STEP, data).length;
      const bareValid = bare(data);
      // Both sides must agree before their speed is compared.
      if ((documents === 'valid') !== (oursErrors === 0) || (documents === 'valid') !== bareValid) {
        throw new Error(`${wizardId} ${documents}: ours found ${oursErrors} errors, bare says valid=${bareValid}`);
      }
      const ours = () => wizard.validateStep(BENCH_STEP, data).length;
      const bareRun = () => (bare(data) ? 0 : (bare.errors?.length ?? 0));
      results.push({ wizard: wizardId, documents, ...measure(ours, bareRun) });
    }
  }
  if (Number.isNaN(sink)) console.log(sink);
  return results;
}

import { compileWizard } from '../../src/engine/compileWizard';
import { findManifest, stepSchemaPath } from '../../src/engine/findManifest';
import type { SchemaSource } from '../../src/engine/schemaSource';
import { bareValidator } from './bareValidator';
import { plainValidator } from './plainValidator';
import { benchDocuments } from './benchDocuments';
import { BENCH_STEP, BENCH_WIZARDS } from './benchSource';
import { median } from './stats';

/** Throughput of one wizard on one kind of document. */
export interface ThroughputResult {
  wizard: string;
  documents: 'invalid' | 'valid';
  oursOps: number;
  bareOps: number;
  /** Plain ajv with simple rules in place of our keywords (`plainValidator`). */
  plainOps: number;
  /** Median of the per-round ours/bare ratios (rounds are interleaved, so drift hits both). */
  ratio: number;
  /** Median of the per-round ours/plain ratios. */
  ratioPlain: number;
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

function measure(ours: () => number, bare: () => number, plain: () => number): Omit<ThroughputResult, 'wizard' | 'documents'> {
  const sides = [ours, bare, plain];
  // V8 needs about a second of calls to tier up ajv's generated code and the keyword regexes; rounds
  // taken before that compare warm-up speeds, not steady ones.
  for (let i = 0; i < WARM_ROUNDS; i++) sides.forEach(opsPerSecond);
  const runs: number[][] = [[], [], []];
  const ratios: number[] = [];
  const ratiosPlain: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // Rotate who goes first so none always runs on a warmer or cooler machine.
    const ops: number[] = [0, 0, 0];
    for (let i = 0; i < sides.length; i++) {
      const side = (round + i) % sides.length;
      ops[side] = opsPerSecond(sides[side] as () => number);
    }
    ops.forEach((value, side) => runs[side]?.push(value));
    ratios.push((ops[0] as number) / (ops[1] as number));
    ratiosPlain.push((ops[0] as number) / (ops[2] as number));
  }
  return {
    oursOps: median(runs[0] as number[]),
    bareOps: median(runs[1] as number[]),
    plainOps: median(runs[2] as number[]),
    ratio: median(ratios),
    ratioPlain: median(ratiosPlain),
  };
}

/**
 * Our `validateStep` (field picking, validation, messages per field) against a bare compiled ajv
 * validator of the same step file with our keywords, and a plain one with simple rules in their place,
 * on the invalid and the valid document of each bench wizard.
 */
export function benchValidation(source: SchemaSource): ThroughputResult[] {
  const results: ThroughputResult[] = [];
  for (const wizardId of BENCH_WIZARDS) {
    const wizard = compileWizard(source, wizardId);
    const { path: manifestPath, manifest } = findManifest(source, wizardId);
    const schema = manifest.steps.find((step) => step.key === BENCH_STEP)?.schema;
    if (!schema) throw new Error(`${wizardId} has no step ${BENCH_STEP}`);
    const bare = bareValidator(source, stepSchemaPath(manifestPath, schema));
    const plain = plainValidator(source, stepSchemaPath(manifestPath, schema));
    for (const documents of ['invalid', 'valid'] as const) {
      const data = benchDocuments[wizardId]?.[documents];
      if (!data) throw new Error(`No ${documents} document for ${wizardId}`);
      const oursErrors = wizard.validateStep(BENCH_STEP, data).length;
      const bareValid = bare(data);
      const plainValid = plain(data);
      // Every side must agree before their speed is compared.
      if ((documents === 'valid') !== (oursErrors === 0) || (documents === 'valid') !== bareValid || (documents === 'valid') !== plainValid) {
        throw new Error(`${wizardId} ${documents}: ours found ${oursErrors} errors, bare says valid=${bareValid}, plain valid=${plainValid}`);
      }
      const ours = () => wizard.validateStep(BENCH_STEP, data).length;
      const bareRun = () => (bare(data) ? 0 : (bare.errors?.length ?? 0));
      const plainRun = () => (plain(data) ? 0 : (plain.errors?.length ?? 0));
      results.push({ wizard: wizardId, documents, ...measure(ours, bareRun, plainRun) });
    }
  }
  if (Number.isNaN(sink)) console.log(sink);
  return results;
}

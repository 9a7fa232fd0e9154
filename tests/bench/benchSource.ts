import { checkSchemas } from '../../src/engine/check/checkSchemas';
import { formatProblem } from '../../src/engine/check/schemaProblem';
import { readSchemaFiles } from '../../src/engine/loadSchemasFromDisk';
import type { SchemaSource } from '../../src/engine/schemaSource';

/** Schema folders of the benchmark: the real shared `$defs` plus the bench wizards. */
export const BENCH_DIRS = ['schemas', 'tests/fixtures/bench'];

/** Bench wizard ids, smallest first. */
export const BENCH_WIZARDS = ['bench-12', 'bench-40'] as const;

/**
 * Wizards drawn in Chromium: the bench steps, the 41-field step with 4 nested options, then the real course
 * wizard's first step (Details) as staff wrote it.
 */
export const BROWSER_WIZARDS = [...BENCH_WIZARDS, 'bench-nested', 'course'] as const;

/** Wizards whose step is only mounted (no title to type into): the 20-item list step, ours against stock's array field. */
export const RENDER_ONLY_WIZARDS = ['bench-list'] as const;

/** A row label for a wizard's measured step. */
export const stepLabel = (wizardId: string) =>
  wizardId === 'bench-nested'
    ? '41-field step, 4 nested options × 7'
    : wizardId.startsWith('bench-')
      ? `${wizardId.replace('bench-', '')}-field step`
      : `${wizardId} Details step`;

/** The step every bench wizard validates and renders. */
export const BENCH_STEP = 'fields';

/**
 * Reads the bench schemas with the same loader as the app and refuses to measure files that fail
 * the staff checks (meta-schemas, refs, messages): a benchmark of a broken schema means nothing.
 */
export function loadBenchSource(root: string): SchemaSource {
  const { source, problems: unreadable } = readSchemaFiles(root, BENCH_DIRS);
  const problems = checkSchemas(source, unreadable.map(({ path, message }) => ({ file: path, pointer: '', message })));
  if (problems.length) throw new Error(`bench schemas fail schemas:check:\n${problems.map(formatProblem).join('\n')}`);
  return source;
}

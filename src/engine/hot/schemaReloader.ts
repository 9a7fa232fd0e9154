import type { SchemaProblem } from '../check/schemaProblem';
import { readSchemaFiles } from '../loadSchemasFromDisk';
import type { SchemaSource } from '../schemaSource';
import { affectedWizards, changedPaths, withReferencedFiles, wizardFiles } from './affectedWizards';

/** What one look at the schema folders found. */
export type ReloadOutcome =
  | { kind: 'unchanged' }
  /** The new files pass the check: `source` is now the good one, and `affected` must be recompiled. */
  | { kind: 'applied'; source: SchemaSource; changed: string[]; affected: string[] }
  /** The change breaks a wizard it touches: the last good source stays, `problems` say why. */
  | { kind: 'refused'; problems: SchemaProblem[]; changed: string[]; affected: string[] };

/** Everything `schemas:check` verifies; `unreadable` are files that were not JSON. */
export type SchemaCheck = (source: SchemaSource, unreadable: SchemaProblem[]) => SchemaProblem[];

// The files a problem must be in to hold the change back: the changed ones and everything the touched
// wizards compile from. A wizard someone else is halfway through writing does not block an edit elsewhere.
function concernedFiles(source: SchemaSource, changed: readonly string[], affected: readonly string[]): Set<string> {
  const files = new Set(changed);
  for (const id of affected) {
    try {
      for (const path of wizardFiles(source, id)) files.add(path);
    } catch {
      // A manifest that cannot be found once is itself among the problems reported.
    }
  }
  return withReferencedFiles(source, files);
}

// What the check reads: the touched files and what they use, plus every file outside a wizard folder
// (meta-schemas, shared $defs, platform facts). Checking only these keeps a save's round trip short.
function checkedPart(source: SchemaSource, concerned: ReadonlySet<string>): SchemaSource {
  return Object.fromEntries(Object.entries(source).filter(([path]) => concerned.has(path) || !path.includes('/wizards/')));
}

/**
 * Development: follows the schema folders `dirs` under `root`. Each `reload()` reads them again, and
 * takes the new files only when the check finds no problem in what the change touches; otherwise the
 * last good files stay in force, so a half-typed edit never reaches a validator.
 */
export function createSchemaReloader(root: string, dirs: readonly string[], check: SchemaCheck) {
  let good = readSchemaFiles(root, dirs).source;
  return {
    /** The files last taken (at start: what was on disk). */
    current: (): SchemaSource => good,
    reload(): ReloadOutcome {
      const { source, problems: unreadable } = readSchemaFiles(root, dirs);
      const broken = unreadable.map(({ path, message }): SchemaProblem => ({ file: path, pointer: '', message }));
      // An unreadable file counts as changed: its last good content is no longer what is on disk.
      const changed = [...new Set([...changedPaths(good, source), ...broken.map((p) => p.file)])].sort();
      if (changed.length === 0) return { kind: 'unchanged' };
      const affected = affectedWizards(good, source, changed);
      const concerned = concernedFiles(source, changed, affected);
      const problems = check(checkedPart(source, concerned), broken).filter((problem) => concerned.has(problem.file));
      if (problems.length) return { kind: 'refused', problems, changed, affected };
      good = source;
      return { kind: 'applied', source, changed, affected };
    },
  };
}

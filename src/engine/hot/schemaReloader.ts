import type { SchemaProblem } from '../check/schemaProblem';
import { compileWizard } from '../compileWizard';
import { findManifest, listWizardIds } from '../findManifest';
import { readSchemaFiles } from '../loadSchemasFromDisk';
import type { SchemaSource } from '../schemaSource';
import { affectedWizards, changedPaths, withReferencedFiles, wizardFiles } from './affectedWizards';

/** Files taken by one reload: the server and the browser recompile `affected` from `source`. */
export interface AppliedChange {
  source: SchemaSource;
  changed: string[];
  affected: string[];
}

/** What one look at the schema folders found: what was taken, and the problems of what was held back. */
export interface ReloadOutcome {
  applied: AppliedChange | null;
  /** Empty when every change on disk is in force. */
  problems: SchemaProblem[];
}

/** `schemas:check` over part of the files; `unreadable` are files that were not JSON. */
export type SchemaCheck = (source: SchemaSource, unreadable: SchemaProblem[], options: { compile: boolean }) => SchemaProblem[];

// A wizard's files, or none when its manifest cannot be found once (that is among the problems reported).
function filesOf(source: SchemaSource, wizardId: string): Set<string> {
  try {
    return wizardFiles(source, wizardId);
  } catch {
    return new Set();
  }
}

// What the check reads: the concerned files, plus every file outside a wizard folder (meta-schemas,
// shared $defs, platform facts). Checking only these keeps a save's round trip short.
function checkedPart(source: SchemaSource, concerned: ReadonlySet<string>): SchemaSource {
  return Object.fromEntries(Object.entries(source).filter(([path]) => concerned.has(path) || !path.includes('/wizards/')));
}

// The touched wizards that do not compile from `source` (compiled here; the server's catalog then
// reuses these compiled schemas), with the error of each.
function compileFailures(source: SchemaSource, wizardIds: readonly string[]): Map<string, string> {
  const failures = new Map<string, string>();
  for (const id of wizardIds) {
    try {
      compileWizard(source, id);
    } catch (error) {
      failures.set(id, (error as Error).message);
    }
  }
  return failures;
}

// `good` with the `paths` of `source` laid over it (a path missing from `source` was removed).
function takeFiles(good: SchemaSource, source: SchemaSource, paths: readonly string[]): SchemaSource {
  const next = { ...good };
  for (const path of paths) {
    if (Object.hasOwn(source, path)) next[path] = source[path];
    else delete next[path];
  }
  return next;
}

/**
 * Development: follows the schema folders `dirs` under `root`. Each `reload()` reads them again and
 * runs `schemas:check` on what differs from the files in force (and what that touches). A wizard whose
 * files hold a problem, or that does not compile, keeps its last good files until the problem is fixed,
 * so a half-typed edit never reaches a validator; every other change is taken.
 */
export function createSchemaReloader(root: string, dirs: readonly string[], check: SchemaCheck) {
  let good = readSchemaFiles(root, dirs).source;
  return {
    /** The files in force (at start: what was on disk). */
    current: (): SchemaSource => good,
    reload(): ReloadOutcome {
      const { source, problems: unreadable } = readSchemaFiles(root, dirs);
      const broken = unreadable.map(({ path, message }): SchemaProblem => ({ file: path, pointer: '', message }));
      // An unreadable file differs too: its good content is no longer what is on disk.
      const pending = [...new Set([...changedPaths(good, source), ...broken.map((p) => p.file)])].sort();
      if (pending.length === 0) return { applied: null, problems: [] };
      const affected = affectedWizards(good, source, pending).filter((id) => listWizardIds(source).includes(id));
      const concerned = withReferencedFiles(source, [...pending, ...affected.flatMap((id) => [...filesOf(source, id)])]);
      const part = checkedPart(source, concerned);
      const ours = (found: SchemaProblem[]) => found.filter((problem) => concerned.has(problem.file));
      let problems = ours(check(part, broken, { compile: false }));
      const located = new Set(problems.map((p) => p.file));
      const failures = compileFailures(source, affected.filter((id) => ![...filesOf(source, id)].some((file) => located.has(file))));
      if (failures.size) {
        // Compiling every file is the slow part of the check: run it only to say where a failure comes from.
        const compiled = ours(check(part, broken, { compile: true })).filter((p) => !located.has(p.file));
        problems = [...problems, ...compiled];
        for (const [id, message] of failures) {
          if (![...filesOf(source, id)].some((file) => compiled.some((p) => p.file === file))) problems.push({ file: findManifest(source, id).path, pointer: '', message });
        }
      }
      const problemFiles = new Set(problems.map((p) => p.file));
      const blocked = new Set(problemFiles);
      for (const id of affected) {
        const files = filesOf(source, id);
        if (failures.has(id) || [...files].some((file) => problemFiles.has(file))) for (const file of [...files, ...filesOf(good, id)]) blocked.add(file);
      }
      const taken = pending.filter((path) => !blocked.has(path));
      if (taken.length === 0) return { applied: null, problems };
      // Everything passed: the very object checked and compiled above goes on (compiled schemas are cached per object).
      const next = taken.length === pending.length ? source : takeFiles(good, source, taken);
      const applied = { source: next, changed: taken, affected: affectedWizards(good, next, taken) };
      good = next;
      return { applied, problems };
    },
  };
}

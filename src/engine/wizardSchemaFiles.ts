import { findManifest } from './findManifest';
import { isPlatformFactsFile, resolveRef, type SchemaSource } from './schemaSource';

function refsOf(node: unknown, found: string[]): string[] {
  if (Array.isArray(node)) node.forEach((item) => refsOf(item, found));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsOf(value, found);
    }
  }
  return found;
}

/**
 * The files one wizard needs in the browser: its own folder (manifest and steps), every file those
 * reach through `$ref` (the shared `$defs` under `schemas/common/`, transitively) and the platform facts.
 * A wizard route bundles these and nothing of the other wizards; meta-schemas stay out (only checks read them).
 */
export function wizardSchemaFiles(source: SchemaSource, wizardId: string): string[] {
  const { path: manifestPath } = findManifest(source, wizardId);
  const folder = manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1);
  return referencedFiles(source, Object.keys(source).filter((path) => path.startsWith(folder) || isPlatformFactsFile(path)));
}

/** The given files and every file they reach through `$ref`, transitively, sorted. */
export function referencedFiles(source: SchemaSource, start: readonly string[]): string[] {
  const pending = [...start];
  const files = new Set<string>();
  while (pending.length) {
    const path = pending.pop() as string;
    if (files.has(path) || source[path] === undefined) continue;
    files.add(path);
    for (const ref of refsOf(source[path], [])) {
      const target = resolveRef(path, ref).path;
      if (!files.has(target)) pending.push(target);
    }
  }
  return [...files].sort();
}

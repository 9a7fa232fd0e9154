import { findManifest, listWizardIds } from '../findManifest';
import { resolveRef, type SchemaSource } from '../schemaSource';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

// Every `$ref` anywhere in a document: over-approximating (a `$ref` under `const` is data) only ever
// recompiles a wizard too many, never one too few.
function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => refsIn(child, found));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

// Files a manifest names (`schema`, `complete`, `submitSchema`, and whatever a later key adds): any string
// that resolves to a file of the source. `$schema` points at the meta-schemas, which no wizard compiles.
function filesNamedBy(manifestPath: string, node: unknown, source: SchemaSource, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => filesNamedBy(manifestPath, child, source, found));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) if (key !== '$schema') filesNamedBy(manifestPath, value, source, found);
  } else if (typeof node === 'string' && node.endsWith('.json')) {
    const { path } = resolveRef(manifestPath, node);
    if (Object.hasOwn(source, path)) found.push(path);
  }
  return found;
}

/** `paths` and every file they `$ref`, transitively (paths missing from the source are kept as named). */
export function withReferencedFiles(source: SchemaSource, paths: Iterable<string>): Set<string> {
  const files = new Set<string>();
  const pending = [...paths];
  while (pending.length) {
    const path = pending.pop() as string;
    if (files.has(path)) continue;
    files.add(path);
    for (const ref of refsIn(source[path])) {
      const target = resolveRef(path, ref).path;
      if (!files.has(target)) pending.push(target);
    }
  }
  return files;
}

/** The files a wizard is compiled from: its manifest, the schemas it names and every file they `$ref`, transitively. */
export function wizardFiles(source: SchemaSource, wizardId: string): Set<string> {
  const { path: manifestPath, manifest } = findManifest(source, wizardId);
  return withReferencedFiles(source, [manifestPath, ...filesNamedBy(manifestPath, manifest, source)]);
}

/** Paths added, removed or changed in content between two sources, sorted. */
export function changedPaths(before: SchemaSource, after: SchemaSource): string[] {
  const paths = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...paths].filter((path) => JSON.stringify(before[path]) !== JSON.stringify(after[path])).sort();
}

// A wizard defined twice (a copied folder) has no single manifest: it counts as affected by any change.
function filesOrAll(source: SchemaSource, wizardId: string): Set<string> | 'all' {
  try {
    return wizardFiles(source, wizardId);
  } catch {
    return 'all';
  }
}

/**
 * The wizards a change touches: those whose files, before or after it, include a changed path (an added
 * wizard, a removed one, an edited step or a shared `$defs` file several wizards `$ref`). Sorted.
 */
export function affectedWizards(before: SchemaSource, after: SchemaSource, changed: readonly string[]): string[] {
  if (changed.length === 0) return [];
  const ids = new Set([...listWizardIds(before), ...listWizardIds(after)]);
  return [...ids]
    .filter((id) =>
      [before, after].some((source) => {
        if (!listWizardIds(source).includes(id)) return false;
        const files = filesOrAll(source, id);
        return files === 'all' || changed.some((path) => files.has(path));
      }),
    )
    .sort();
}

import { fileURLToPath } from 'node:url';
import { compileWizard } from '../../engine/compileWizard';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { findManifest, listWizardIds } from '../../engine/findManifest';
import { DEFAULT_SCHEMA_DIRS, loadSchemasFromDisk } from '../../engine/loadSchemasFromDisk';
import type { SchemaSource } from '../../engine/schemaSource';
import type { WizardManifest, WizardStorage } from '../../engine/manifest';
import type { WizardShape } from '../../engine/resolveManifest';
import { notFound } from '../http/HttpError';

const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The wizards the server serves: manifests read from disk, compiled once per variant and mode. */
export interface WizardCatalog {
  /** The manifest and its storage; 404 for an unknown wizard or one the server does not store. */
  manifest(wizardId: string): WizardManifest & { storage: WizardStorage };
  compiled(wizardId: string, shape?: WizardShape): CompiledWizard;
  /**
   * Development (hot reload): `files` are the checked contents of the schema folder `dir`; they replace
   * its files, and the wizards in `wizardIds` are compiled again, now, for every variant and mode in use.
   */
  reload(dir: string, files: SchemaSource, wizardIds: readonly string[]): void;
}

const catalogs = new Map<string, WizardCatalog>();
// The folder holding `schemas/`: the project, unless the dev server was pointed at a copy.
let schemaRoot = PROJECT_ROOT;

/**
 * Serves the schemas of another folder (one holding `schemas/`) for the rest of the process: the dev
 * server over a copy of the schemas, which tests edit. Call before the first catalog is built.
 */
export function setSchemaRoot(root: string): void {
  if (catalogs.size > 0 && root !== schemaRoot) throw new Error('setSchemaRoot: catalogs were already built from another folder');
  schemaRoot = root;
}

/** Development: hands a checked schema change to every catalog built so far (see `WizardCatalog.reload`). */
export function reloadWizardCatalogs(dir: string, files: SchemaSource, wizardIds: readonly string[]): void {
  for (const catalog of catalogs.values()) catalog.reload(dir, files, wizardIds);
}

/**
 * The catalog of the schema folders `dirs` (relative to the project root), built once per process: the
 * same schemas the browser bundles. Tests add a fixture folder (`tests/fixtures/wizards`) this way; the
 * app never ships one.
 */
export function wizardCatalog(dirs: readonly string[] = DEFAULT_SCHEMA_DIRS): WizardCatalog {
  const key = dirs.join('\n');
  let catalog = catalogs.get(key);
  if (!catalog) {
    catalog = createCatalog(dirs);
    catalogs.set(key, catalog);
  }
  return catalog;
}

function createCatalog(dirs: readonly string[]): WizardCatalog {
  let source = loadSchemasFromDisk(schemaRoot, dirs);
  let known = new Set(listWizardIds(source));
  const compiled = new Map<string, CompiledWizard>();
  // Found once per wizard (findManifest scans every schema path): a step save asks for it several times.
  const manifests = new Map<string, WizardManifest & { storage: WizardStorage }>();
  const manifest = (wizardId: string) => {
    const cached = manifests.get(wizardId);
    if (cached) return cached;
    const found = known.has(wizardId) ? findManifest(source, wizardId).manifest : undefined;
    if (!found?.storage) throw notFound(`No wizard "${wizardId}"`);
    manifests.set(wizardId, found as WizardManifest & { storage: WizardStorage });
    return found as WizardManifest & { storage: WizardStorage };
  };
  return {
    manifest,
    compiled(wizardId, shape = {}) {
      manifest(wizardId);
      const key = `${wizardId}\n${shape.variant ?? ''}\n${shape.mode ?? 'create'}`;
      let wizard = compiled.get(key);
      if (!wizard) {
        wizard = compileWizard(source, wizardId, shape);
        compiled.set(key, wizard);
      }
      return wizard;
    },
    reload(dir, files, wizardIds) {
      if (!dirs.includes(dir)) return;
      const inDir = (path: string) => path.startsWith(`${dir}/`);
      const others = Object.entries(source).filter(([path]) => !inDir(path));
      // The same object when the catalog holds only that folder: what the check compiled is reused.
      source = others.length ? { ...Object.fromEntries(others), ...files } : files;
      known = new Set(listWizardIds(source));
      manifests.clear();
      const stale = [...compiled.keys()].filter((key) => wizardIds.includes(key.split('\n')[0] as string));
      for (const key of stale) compiled.delete(key);
      // Compiled now rather than on the next request: the browser hears of the change only after this,
      // so the server is never behind what the publisher sees.
      for (const key of stale) {
        const [wizardId, variant, mode] = key.split('\n') as [string, string, WizardShape['mode']];
        if (known.has(wizardId)) compiled.set(key, compileWizard(source, wizardId, { ...(variant ? { variant } : {}), mode }));
      }
    },
  };
}

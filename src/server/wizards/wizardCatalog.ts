import { fileURLToPath } from 'node:url';
import { compileWizard } from '../../engine/compileWizard';
import type { CompiledWizard } from '../../engine/compiledWizard';
import { findManifest, listWizardIds } from '../../engine/findManifest';
import { DEFAULT_SCHEMA_DIRS, loadSchemasFromDisk } from '../../engine/loadSchemasFromDisk';
import type { WizardManifest, WizardStorage } from '../../engine/manifest';
import type { WizardShape } from '../../engine/resolveManifest';
import { notFound } from '../http/HttpError';

const PROJECT_ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** The wizards the server serves: manifests read from disk, compiled once per variant and mode. */
export interface WizardCatalog {
  /** The manifest and its storage; 404 for an unknown wizard or one the server does not store. */
  manifest(wizardId: string): WizardManifest & { storage: WizardStorage };
  compiled(wizardId: string, shape?: WizardShape): CompiledWizard;
}

const catalogs = new Map<string, WizardCatalog>();

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
  const source = loadSchemasFromDisk(PROJECT_ROOT, dirs);
  const known = new Set(listWizardIds(source));
  const compiled = new Map<string, CompiledWizard>();
  const manifest = (wizardId: string) => {
    const found = known.has(wizardId) ? findManifest(source, wizardId).manifest : undefined;
    if (!found?.storage) throw notFound(`No wizard "${wizardId}"`);
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
  };
}

import type { WizardManifest } from './manifest';
import type { SchemaSource } from './schemaSource';

const MANIFEST = /(?:^|\/)wizards\/([a-z0-9-]+)\/wizard\.json$/;

/** Wizard ids present in a source (folder names holding a `wizard.json`), sorted. */
export function listWizardIds(source: SchemaSource): string[] {
  const ids = Object.keys(source).flatMap((path) => MANIFEST.exec(path)?.[1] ?? []);
  return [...new Set(ids)].sort();
}

/** The path and content of a wizard's manifest; throws when none or several exist. */
export function findManifest(source: SchemaSource, wizardId: string): { path: string; manifest: WizardManifest } {
  const paths = Object.keys(source).filter((path) => MANIFEST.exec(path)?.[1] === wizardId);
  if (paths.length !== 1) {
    throw new Error(paths.length ? `Wizard "${wizardId}" is defined twice: ${paths.join(', ')}` : `No wizard "${wizardId}" (expected wizards/${wizardId}/wizard.json)`);
  }
  const path = paths[0] as string;
  return { path, manifest: source[path] as WizardManifest };
}

/** Project-relative path of a step schema named in a manifest ('./steps/x.schema.json'). */
export function stepSchemaPath(manifestPath: string, schemaRef: string): string {
  const folder = manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1);
  return folder + schemaRef.replace(/^\.\//, '');
}

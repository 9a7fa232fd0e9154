import type { SchemaSource } from '../schemaSource';

/** The module the dev server fills with the schema files it checked last (see `schemaHotReloadPlugin`). */
export const SCHEMA_SOURCE_MODULE = 'virtual:wizard-schema-source';

/** The dev server's message to the browser after a schema change passed the check. */
export const SCHEMA_UPDATE_EVENT = 'wizard-schemas:update';

/** What changed: new contents by path, removed paths, and the wizards compiled from any of them. */
export interface SchemaUpdate {
  files: SchemaSource;
  removed: string[];
  affected: string[];
}

/** `source` with an update applied, as a new object (compiled schemas are cached per source object). */
export function applySchemaUpdate(source: SchemaSource, update: SchemaUpdate): SchemaSource {
  const next = { ...source, ...update.files };
  for (const path of update.removed) delete next[path];
  return next;
}

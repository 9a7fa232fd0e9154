import type { SchemaSource } from '../../../src/engine/schemaSource';

// The same files Node reads for the bench, keyed by project-relative path as the app's loader does.
const modules = import.meta.glob(['/schemas/common/*.json', '/schemas/wizards/course/**/*.json', '/tests/fixtures/bench/**/*.json'], { eager: true, import: 'default' });

/** Shared `$defs`, the bench wizards and the course wizard, bundled into the bench page. */
export const benchSchemaSource: SchemaSource = Object.fromEntries(
  Object.entries(modules).map(([key, value]) => [key.replace(/^\//, ''), value]),
);

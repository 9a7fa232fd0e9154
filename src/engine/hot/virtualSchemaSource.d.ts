// The module `schemaHotReloadPlugin` serves in `npm run dev` (see hot/schemaUpdate.ts).
declare module 'virtual:wizard-schema-source' {
  import type { SchemaSource } from '../schemaSource';
  /** The schema files the dev server checked last; undefined outside `npm run dev` (builds, tests). */
  export const schemaSource: SchemaSource | undefined;
}

import { isDataSchemaPath, readPointer, resolveRef, type SchemaSource } from '../schemaSource';
import type { SchemaProblem } from './schemaProblem';
import { walkSchema } from './walkSchema';

/** Every `$ref` must name an existing file and a location inside it. */
export function refProblems(source: SchemaSource): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [file, document] of Object.entries(source)) {
    if (!isDataSchemaPath(file)) continue;
    walkSchema(document, (node, pointer) => {
      const ref = node.$ref;
      if (typeof ref !== 'string') return;
      const target = resolveRef(file, ref);
      const message = !(target.path in source)
        ? `$ref "${ref}" names ${target.path}, which does not exist`
        : readPointer(source[target.path], target.pointer) === undefined
          ? `$ref "${ref}": ${target.path} has nothing at #${target.pointer}`
          : undefined;
      if (message) problems.push({ file, pointer: `${pointer}/$ref`, message });
    });
  }
  return problems;
}

import { createSchemaRegistry } from '../createSchemaRegistry';
import { isDataSchemaPath, SCHEMA_BASE_URI, type SchemaSource } from '../schemaSource';
import type { SchemaProblem } from './schemaProblem';

// ajv names the place of a strict-mode error as `at "<$id>#<pointer>"`; our $ids are file paths.
const LOCATION = /at "([^"#]*)#?([^"]*)"/;

function locate(message: string, fallbackFile: string): SchemaProblem {
  const match = LOCATION.exec(message);
  const id = match?.[1] ?? '';
  if (match && id.startsWith(SCHEMA_BASE_URI)) {
    return { file: id.slice(SCHEMA_BASE_URI.length), pointer: decodeURIComponent(match[2] ?? ''), message: message.replace(LOCATION, '').replace(/\s+\(/, ' (').trim() };
  }
  return { file: fallbackFile, pointer: '', message };
}

/**
 * Compiles every schema file with the production ajv settings (strict mode), catching what the
 * meta-schema cannot express: a keyword on the wrong type without `type`, a bad regex, etc.
 * Files already reported by other checks are skipped, so one mistake gives one line.
 */
export function compileProblems(source: SchemaSource, alreadyReported: ReadonlySet<string>): SchemaProblem[] {
  const clean = Object.fromEntries(Object.entries(source).filter(([file]) => !alreadyReported.has(file)));
  let registry;
  try {
    registry = createSchemaRegistry(clean);
  } catch (error) {
    return [locate((error as Error).message, '(schemas)')];
  }
  const problems: SchemaProblem[] = [];
  for (const file of Object.keys(clean)) {
    if (!isDataSchemaPath(file)) continue;
    try {
      registry.validatorFor(file);
    } catch (error) {
      // A $ref into a file skipped above fails here too; that file's own problem is already listed.
      const missing = (error as { missingSchema?: string }).missingSchema;
      if (missing?.startsWith(SCHEMA_BASE_URI) && alreadyReported.has(missing.slice(SCHEMA_BASE_URI.length))) continue;
      problems.push(locate((error as Error).message, file));
    }
  }
  return problems;
}

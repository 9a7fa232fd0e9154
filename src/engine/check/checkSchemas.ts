import type { SchemaSource } from '../schemaSource';
import { compileProblems } from './compileProblems';
import { manifestProblems } from './manifestProblems';
import { messageProblems } from './messageProblems';
import { metaSchemaProblems } from './metaSchemaProblems';
import { refProblems } from './refProblems';
import { shapeProblems } from './shapeProblems';
import type { SchemaProblem } from './schemaProblem';

/**
 * Everything `npm run schemas:check` verifies, as a list of located problems (empty when all is
 * well). `unreadable` carries files that were not valid JSON.
 */
export function checkSchemas(source: SchemaSource, unreadable: readonly SchemaProblem[] = []): SchemaProblem[] {
  const problems = [...unreadable, ...metaSchemaProblems(source), ...refProblems(source), ...messageProblems(source), ...manifestProblems(source), ...shapeProblems(source)];
  const reported = new Set(problems.map((problem) => problem.file));
  // A file that uses a broken file through $ref cannot compile either; report only the root cause.
  for (const problem of refProblems(source)) reported.add(problem.file);
  return [...problems, ...compileProblems(source, reported)];
}

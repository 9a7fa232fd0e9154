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
 * well). `unreadable` carries files that were not valid JSON. `compile: false` leaves out compiling
 * every file (the slowest part).
 */
export function checkSchemas(source: SchemaSource, unreadable: readonly SchemaProblem[] = [], options: { compile?: boolean } = {}): SchemaProblem[] {
  const problems = [...unreadable, ...metaSchemaProblems(source), ...refProblems(source), ...messageProblems(source), ...manifestProblems(source), ...shapeProblems(source)];
  // The dev server's hot reload compiles the touched wizards itself (it needs them compiled anyway).
  if (options.compile === false) return problems;
  const reported = new Set(problems.map((problem) => problem.file));
  // A file that uses a broken file through $ref cannot compile either; report only the root cause.
  for (const problem of refProblems(source)) reported.add(problem.file);
  return [...problems, ...compileProblems(source, reported)];
}

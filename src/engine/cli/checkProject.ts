import { REGISTERED_NAMES } from '../../server/wizards/registeredNames';
import { checkSchemas } from '../check/checkSchemas';
import { registeredNameProblems } from '../check/registeredNameProblems';
import type { SchemaProblem } from '../check/schemaProblem';
import type { SchemaSource } from '../schemaSource';

/**
 * Everything `npm run schemas:check` reports: the schema rules, plus the names a manifest gives code
 * (this sits on top of everything, so it knows what the server registered). The dev server's hot reload
 * runs the same check, so the overlay and the terminal never disagree (`compile: false`: all but
 * compiling every file, which the dev server does for the touched wizards itself).
 */
export function checkProject(source: SchemaSource, unreadable: readonly SchemaProblem[] = [], options: { compile?: boolean } = {}): SchemaProblem[] {
  return [...checkSchemas(source, unreadable, options), ...registeredNameProblems(source, REGISTERED_NAMES)];
}

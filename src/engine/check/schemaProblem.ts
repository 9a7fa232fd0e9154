/** A mistake in a schema file, located precisely enough for product staff to fix it. */
export interface SchemaProblem {
  /** Path relative to the checked root, e.g. 'schemas/wizards/course/steps/details.schema.json'. */
  file: string;
  /** JSON pointer inside the file ('' for the whole file). */
  pointer: string;
  message: string;
}

/** `file#/json/pointer: message`, the line `npm run schemas:check` prints. */
export function formatProblem(problem: SchemaProblem): string {
  return `${problem.file}#${problem.pointer}: ${problem.message}`;
}

import type { ErrorObject } from 'ajv';

/**
 * What one schema's `errorMessage` asks for, worked out when the schema is compiled (see
 * errorMessageKeyword): the schemaPaths its rules' errors carry are written out, so the call at
 * validation time compares strings and builds none but the instance paths of `properties` messages.
 */
export interface ErrorMessagePlan {
  /** schemaPath of the errors this keyword reports: `<schema>/errorMessage`. */
  at: string;
  /** schemaPath of the schema's own `type` error, which ajv may report before any keyword runs. */
  type: string;
  /** One message per rule, in the order written: [schemaPath of the rule's errors, message]. */
  rules: Array<[string, string]>;
  /** `required: { field: message }`: [schemaPath of `required`, [[missing field, message], ...]]. */
  missing: Array<[string, Array<[string, string]>]>;
  /** `properties: { name: message }`: [name as an instance path segment, message]. */
  properties: Array<[string, string]>;
  /** The message for every other error of the schema and its subschemas (`_`, or the whole string). */
  rest: string | null;
  /**
   * How the schemaPath of an error `rest` takes begins: `<schema>/`. Errors a `$ref`'d schema reports from
   * its own compiled function carry that schema's path, not this one's, and keep their own messages.
   */
  inside: string;
}

interface MessageError extends ErrorObject {
  emUsed?: boolean;
}

function markUsed(error: ErrorObject): ErrorObject {
  (error as MessageError).emUsed = true;
  return error;
}

function messageError(instancePath: string, schemaPath: string, errors: ErrorObject[], message: string): ErrorObject {
  return { instancePath, schemaPath, keyword: 'errorMessage', params: { errors }, message };
}

/**
 * Replaces the errors one schema produced (those from index `start` of `errors` on, plus its own `type`
 * error reported just before) by the messages of its `errorMessage`; returns the new error count.
 * Only the schema's own errors are read: errors of earlier schemas stay as they are. Each message
 * becomes one `errorMessage` error at the end of the list, carrying the errors it replaces in
 * `params.errors` (each marked `emUsed`), in this order: rule messages as written, per-field `required`
 * messages, `properties` messages, then the rest. A rule message takes its rule's errors on the schema's
 * own value; a `properties` message every error at or below that property, wherever in the schema it was
 * reported; the rest every other error whose schemaPath lies inside the schema. Errors no message takes
 * stay in place; errors already replaced by a subschema's `errorMessage` are neither taken nor moved.
 */
export function applyErrorMessages(errors: ErrorObject[] | null, start: number, instancePath: string, plan: ErrorMessagePlan): number {
  if (errors === null) return 0;
  const count = errors.length;
  let from = start;
  if (from > 0) {
    const before = errors[from - 1]!;
    if (before.schemaPath === plan.type && before.instancePath === instancePath) from--;
  }
  if (from >= count) return count;
  // Which of the schema's errors a message took (index - from), and the errors to add. No closures here:
  // this runs at every schema with a message once the document has an error.
  const taken: boolean[] = new Array<boolean>(count - from).fill(false);
  const added: ErrorObject[] = [];

  for (const [path, message] of plan.rules) {
    let matched: ErrorObject[] | null = null;
    for (let i = from; i < count; i++) {
      const error = errors[i]!;
      if (taken[i - from] || error.schemaPath !== path || error.instancePath !== instancePath) continue;
      taken[i - from] = true;
      (matched ??= []).push(markUsed(error));
    }
    if (matched !== null) added.push(messageError(instancePath, plan.at, matched, message));
  }
  for (const [path, byField] of plan.missing) {
    for (const [field, message] of byField) {
      let matched: ErrorObject[] | null = null;
      for (let i = from; i < count; i++) {
        const error = errors[i]!;
        if (taken[i - from] || error.schemaPath !== path || error.instancePath !== instancePath) continue;
        if ((error.params as { missingProperty?: unknown }).missingProperty !== field) continue;
        taken[i - from] = true;
      (matched ??= []).push(markUsed(error));
      }
      if (matched !== null) added.push(messageError(instancePath, plan.at, matched, message));
    }
  }
  for (const [segment, message] of plan.properties) {
    const path = `${instancePath}/${segment}`;
    let matched: ErrorObject[] | null = null;
    for (let i = from; i < count; i++) {
      const error = errors[i]!;
      if (taken[i - from] || error.keyword === 'errorMessage') continue;
      const at = error.instancePath;
      if (at !== path && !(at.length > path.length && at.charCodeAt(path.length) === 47 && at.startsWith(path))) continue;
      taken[i - from] = true;
      (matched ??= []).push(markUsed(error));
    }
    if (matched !== null) added.push(messageError(path, plan.at, matched, message));
  }
  if (plan.rest !== null) {
    let matched: ErrorObject[] | null = null;
    for (let i = from; i < count; i++) {
      const error = errors[i]!;
      if (taken[i - from] || error.keyword === 'errorMessage' || !error.schemaPath.startsWith(plan.inside)) continue;
      taken[i - from] = true;
      (matched ??= []).push(markUsed(error));
    }
    if (matched !== null) added.push(messageError(instancePath, plan.at, matched, plan.rest));
  }
  if (added.length === 0) return count;
  // Keep the errors no message took, in their order, then the messages.
  let kept = from;
  for (let i = from; i < count; i++) if (!taken[i - from]) errors[kept++] = errors[i]!;
  errors.length = kept;
  for (let i = 0; i < added.length; i++) errors.push(added[i]!);
  return errors.length;
}

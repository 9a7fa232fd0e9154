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
  // An error a message takes is marked `emUsed` (as ajv-errors marks it) and that mark is what later
  // messages skip: every error from `from` on is this schema's and none carries it yet (a subschema's
  // message removed the errors it took). No closures and no per-call arrays beyond the messages' own:
  // this runs at every schema with a message once the document has an error.
  let added: ErrorObject[] | null = null;
  let taken = 0;
  // The schemaPath is compared first: every error has one, while `emUsed` is on few (reading a property an
  // object lacks costs more across ajv's error shapes).
  const { rules, missing } = plan;
  for (let r = 0; r < rules.length; r++) {
    const rule = rules[r]!;
    const path = rule[0];
    let matched: ErrorObject[] | null = null;
    for (let i = from; i < count; i++) {
      const error = errors[i] as MessageError;
      if (error.schemaPath !== path || error.instancePath !== instancePath || error.emUsed === true) continue;
      error.emUsed = true;
      taken++;
      (matched ??= []).push(error);
    }
    if (matched !== null) (added ??= []).push(messageError(instancePath, plan.at, matched, rule[1]));
  }
  for (let m = 0; m < missing.length; m++) {
    const [path, byField] = missing[m]!;
    // Mostly no field is missing: one pass finds that, rather than one pass per field with a message.
    let any = false;
    for (let i = from; i < count && !any; i++) {
      const error = errors[i] as MessageError;
      any = error.schemaPath === path && error.instancePath === instancePath && error.emUsed !== true;
    }
    if (!any) continue;
    for (const [field, message] of byField) {
      let matched: ErrorObject[] | null = null;
      for (let i = from; i < count; i++) {
        const error = errors[i] as MessageError;
        if (error.schemaPath !== path || error.instancePath !== instancePath || error.emUsed === true) continue;
        if ((error.params as { missingProperty?: unknown }).missingProperty !== field) continue;
        error.emUsed = true;
        taken++;
        (matched ??= []).push(error);
      }
      if (matched !== null) (added ??= []).push(messageError(instancePath, plan.at, matched, message));
    }
  }
  for (const [segment, message] of plan.properties) {
    const path = `${instancePath}/${segment}`;
    let matched: ErrorObject[] | null = null;
    for (let i = from; i < count; i++) {
      const error = errors[i] as MessageError;
      if (error.emUsed === true || error.keyword === 'errorMessage') continue;
      const at = error.instancePath;
      if (at !== path && !(at.length > path.length && at.charCodeAt(path.length) === 47 && at.startsWith(path))) continue;
      error.emUsed = true;
      taken++;
      (matched ??= []).push(error);
    }
    if (matched !== null) (added ??= []).push(messageError(path, plan.at, matched, message));
  }
  if (plan.rest !== null) {
    let matched: ErrorObject[] | null = null;
    for (let i = from; i < count; i++) {
      const error = errors[i] as MessageError;
      if (error.emUsed === true || error.keyword === 'errorMessage' || !error.schemaPath.startsWith(plan.inside)) continue;
      error.emUsed = true;
      taken++;
      (matched ??= []).push(error);
    }
    if (matched !== null) (added ??= []).push(messageError(instancePath, plan.at, matched, plan.rest));
  }
  if (added === null) return count;
  // Keep the errors no message took, in their order, then the messages; shorten by pop (cheaper in V8
  // than setting `length`).
  let kept = from;
  if (taken < count - from) for (let i = from; i < count; i++) if ((errors[i] as MessageError).emUsed !== true) errors[kept++] = errors[i]!;
  for (let i = 0; i < added.length; i++) errors[kept++] = added[i]!;
  while (errors.length > kept) errors.pop();
  return kept;
}

import type { ErrorObject } from 'ajv';
import type { JsonSchema } from './dereference';
import type { ValidationContext } from './validation/context/validationContext';
import { withMessageFacts } from './validation/context/messageFacts';
import type { FieldError } from './validation/fieldError';
import { arrayCaps, capArrays, withCapErrors } from './validation/capArrays';
import { toFieldErrors } from './validation/toFieldErrors';
import type { MessageKeyOf } from './validation/messageOrigin';
import type { StepValidator } from './validation/stepValidator';

// Top-level keywords whose outcome depends only on the declared properties' values. Anything else
// (additionalProperties, propertyNames, minProperties, branches, custom keywords, …) may look at
// keys outside the step, so those schemas get the step's own fields copied out first.
const KEY_BLIND = new Set(['$schema', '$id', '$comment', '$defs', 'title', 'description', 'type', 'properties', 'required', 'errorMessage', 'x-ui', 'examples', 'default', 'deprecated']);

/** True when validating the whole document gives the same errors as validating only the step's fields. */
export function ignoresOtherKeys(schema: JsonSchema, fields: ReadonlySet<string>): boolean {
  if (!Object.keys(schema).every((keyword) => KEY_BLIND.has(keyword))) return false;
  if (schema.type !== undefined && schema.type !== 'object') return false;
  const required = schema.required;
  // A required name the step does not declare is always missing from the picked copy, but may be in the document.
  return required === undefined || (Array.isArray(required) && required.every((name) => typeof name === 'string' && fields.has(name)));
}

const NO_ERRORS: readonly FieldError[] = Object.freeze([]);
// Whether any error is an `if` error (a loop: no callback per error on every validation with errors).
function holdsIfError(errors: readonly ErrorObject[]): boolean {
  for (let i = 0; i < errors.length; i++) if (errors[i]!.keyword === 'if') return true;
  return false;
}

function holdsOnly(data: Record<string, unknown>, fields: ReadonlySet<string>): boolean {
  for (const key in data) if (!fields.has(key) || !Object.hasOwn(data, key)) return false;
  return true;
}

/**
 * Whether some text of a (dereferenced, unfilled) schema holds a '{': only then can a message it shows name a
 * fact ('{provider}', '{date}'). ajv's own messages quote the schema's values (a pattern, an enum), which are
 * texts of the schema too. A schema that holds itself is followed once.
 */
export function mayNameFacts(node: unknown, seen: Set<object> = new Set()): boolean {
  if (typeof node === 'string') return node.includes('{');
  if (typeof node !== 'object' || node === null || seen.has(node)) return false;
  seen.add(node);
  if (Array.isArray(node)) return node.some((item) => mayNameFacts(item, seen));
  return Object.entries(node).some(([key, value]) => key.includes('{') || mayNameFacts(value, seen));
}

/**
 * The per-call work of `validateStep`, prepared once per step: the field set, whether the schema can
 * see the whole document, and the copy of the step's own fields only when it is really needed.
 */
export function stepRunner(
  schema: JsonSchema,
  fields: readonly string[],
  validate: StepValidator,
  keyOf?: MessageKeyOf,
  // False when no text of the schema holds a '{' (see mayNameFacts): no message can name a fact.
  messagesNameFacts = true,
): (data: Record<string, unknown>, context?: ValidationContext) => FieldError[] {
  const ownFields = new Set(fields);
  const direct = ignoresOtherKeys(schema, ownFields);
  const pick = (data: Record<string, unknown>) => {
    const picked: Record<string, unknown> = {};
    for (const field of fields) if (Object.hasOwn(data, field)) picked[field] = data[field];
    return picked;
  };
  const caps = arrayCaps(schema);
  return (data, context) => {
    const own = direct || holdsOnly(data, ownFields) ? data : pick(data);
    // An over-long array is cut to its bound (one error at it) before ajv sees it: bad items cost quadratic time.
    const { data: input, errors: capErrors } = caps === null ? { data: own, errors: NO_ERRORS } : capArrays(caps, own);
    // The context is the validators' `this` (ajv passContext): keywords read today, status and facts from it.
    if (validate.call(context, input) && capErrors.length === 0) return [];
    // An `if` error only says its `then` failed, and that failure is listed with its own message.
    const all = validate.errors ?? [];
    const errors = holdsIfError(all) ? all.filter((error) => error.keyword !== 'if') : all;
    return withCapErrors(capErrors, toFieldErrors(messagesNameFacts && (context?.facts || context?.today) ? withMessageFacts(errors, context) : errors, keyOf));
  };
}

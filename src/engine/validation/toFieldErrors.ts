import type { ErrorObject } from 'ajv';
import type { FieldError } from './fieldError';
import type { MessageKeyOf } from './messageOrigin';

const escapeSegment = (segment: string) => (segment.includes('~') || segment.includes('/') ? segment.replace(/~/g, '~0').replace(/\//g, '~1') : segment);

// `required` and `dependentRequired` report on the object; the user needs the error on the field.
function fieldPointer(error: ErrorObject): string {
  if (error.keyword === 'required' || error.keyword === 'dependentRequired') {
    const missing = (error.params as { missingProperty?: unknown }).missingProperty;
    if (typeof missing === 'string') return `${error.instancePath}/${escapeSegment(missing)}`;
  }
  return error.instancePath;
}

/** Errors kept per top-level field: enough for every row of a table the publisher is fixing, never thousands. */
export const MAX_ERRORS_PER_FIELD = 50;

const fieldOf = (pointer: string) => {
  const slash = pointer.indexOf('/', 1);
  return slash < 0 ? pointer : pointer.slice(0, slash);
};

// One lookup per error (a linear scan per error was quadratic: 32,000 bad items took seconds). A pointer
// holds its one message as a string, a Set only once a second comes; errors are counted per field only once
// MAX_ERRORS_PER_FIELD are listed in all (before that no field can have reached it).
class FieldErrorList {
  readonly result: FieldError[] = [];
  private readonly seen = new Map<string, string | Set<string>>();
  private perField: Map<string, number> | null = null;

  push(pointer: string, message: string, keyword: string, messageKey?: string): void {
    const messages = this.seen.get(pointer);
    if (messages !== undefined && (typeof messages === 'string' ? messages === message : messages.has(message))) return;
    if (this.result.length >= MAX_ERRORS_PER_FIELD) {
      if (this.perField === null) {
        this.perField = new Map();
        for (const listed of this.result) {
          const field = fieldOf(listed.pointer);
          this.perField.set(field, (this.perField.get(field) ?? 0) + 1);
        }
      }
      const field = fieldOf(pointer);
      const count = this.perField.get(field) ?? 0;
      if (count >= MAX_ERRORS_PER_FIELD) return;
      this.perField.set(field, count + 1);
    }
    if (messages === undefined) this.seen.set(pointer, message);
    else if (typeof messages === 'string') this.seen.set(pointer, new Set([messages, message]));
    else messages.add(message);
    this.result.push(messageKey === undefined ? { pointer, message, keyword } : { pointer, message, keyword, messageKey });
  }
}

/**
 * Maps ajv errors to field errors. ajv-errors replaces the original errors with one `errorMessage`
 * error that keeps them in `params.errors`; the field and rule come from the first original. Linear in
 * the number of errors; at most MAX_ERRORS_PER_FIELD per top-level field. With `keyOf` (the step's
 * `messageKeyResolver`), each schema message carries the key it is translated by.
 */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined, keyOf?: MessageKeyOf): FieldError[] {
  const list = new FieldErrorList();
  if (!errors) return list.result;
  for (let e = 0; e < errors.length; e++) {
    const error = errors[e]!;
    const message = error.message ?? 'is invalid';
    const originals = error.keyword === 'errorMessage' ? (error.params as { errors?: ErrorObject[] }).errors : undefined;
    if (!originals?.length) {
      list.push(fieldPointer(error), message, error.keyword);
      continue;
    }
    for (const original of originals) {
      // A message for missing fields names each missing field; other messages sit on the field itself.
      const missing = original.keyword === 'required' || original.keyword === 'dependentRequired';
      list.push(missing ? fieldPointer(original) : error.instancePath, message, original.keyword, keyOf?.(error, original));
      if (!missing) break;
    }
  }
  return list.result;
}

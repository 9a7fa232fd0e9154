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

// Up to SCAN_LIMIT listed errors, a repeat is looked for among them (a step's few errors: no Map, no hash of
// each fresh pointer string); past it, one lookup per error (a scan per error was quadratic: 32,000 bad items
// took seconds). Errors are counted per field only once MAX_ERRORS_PER_FIELD are listed in all (before that
// no field can have reached it).
const SCAN_LIMIT = 24;

// Which of 30 classes a (pointer, message) pair falls in, by the two lengths: a repeat has both lengths equal,
// so it falls in the class of the error it repeats. 30 bits keep the mask a small integer in V8 (31 bits signed).
const lengthClass = (pointer: string, message: string) => 1 << ((message.length + 7 * pointer.length) % 30);

class FieldErrorList {
  readonly result: FieldError[] = [];
  private seen: Map<string, Set<string>> | null = null;
  private perField: Map<string, number> | null = null;
  /**
   * One bit per length class of the pairs asked so far (a superset of those listed): an error whose class
   * bit is clear repeats none of them and needs no scan. A step's errors mostly differ in their lengths, so
   * most are listed without one (the scan was the larger part of mapping a step's dozen and a half errors).
   */
  private classes = 0;

  private listed(pointer: string, message: string): boolean {
    const { result } = this;
    if (this.seen === null) {
      if (result.length < SCAN_LIMIT) {
        const bit = lengthClass(pointer, message);
        const mayRepeat = (this.classes & bit) !== 0;
        this.classes |= bit;
        if (!mayRepeat) return false;
        for (let i = 0; i < result.length; i++) {
          const error = result[i]!;
          // The message first: messages are mostly the same few schema strings, told apart without reading
          // them; pointers are built per validation and compared by their characters.
          if (error.message === message && error.pointer === pointer) return true;
        }
        return false;
      }
      this.seen = new Map();
      for (const error of result) this.remember(error.pointer, error.message);
    }
    return this.seen.get(pointer)?.has(message) === true;
  }

  private remember(pointer: string, message: string): void {
    const messages = this.seen?.get(pointer);
    if (messages) messages.add(message);
    else this.seen?.set(pointer, new Set([message]));
  }

  push(pointer: string, message: string, keyword: string, messageKey?: string): void {
    if (this.listed(pointer, message)) return;
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
    this.remember(pointer, message);
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
    for (let o = 0; o < originals.length; o++) {
      const original = originals[o]!;
      // A message for missing fields names each missing field; other messages sit on the field itself.
      const missing = original.keyword === 'required' || original.keyword === 'dependentRequired';
      list.push(missing ? fieldPointer(original) : error.instancePath, message, original.keyword, keyOf === undefined ? undefined : keyOf(error, original));
      if (!missing) break;
    }
  }
  return list.result;
}

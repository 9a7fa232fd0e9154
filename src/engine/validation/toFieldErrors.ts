import type { ErrorObject } from 'ajv';
import type { FieldError } from './fieldError';

const escapeSegment = (segment: string) => (segment.includes('~') || segment.includes('/') ? segment.replace(/~/g, '~0').replace(/\//g, '~1') : segment);

// `required` and `dependentRequired` report on the object; the user needs the error on the field.
function fieldPointer(error: ErrorObject): string {
  if (error.keyword === 'required' || error.keyword === 'dependentRequired') {
    const missing = (error.params as { missingProperty?: unknown }).missingProperty;
    if (typeof missing === 'string') return `${error.instancePath}/${escapeSegment(missing)}`;
  }
  return error.instancePath;
}

// A step yields a few dozen errors at most: a linear scan beats building a key string per error for a Set.
function push(result: FieldError[], pointer: string, message: string, keyword: string): void {
  for (let i = 0; i < result.length; i++) {
    const seen = result[i]!;
    if (seen.pointer === pointer && seen.message === message) return;
  }
  result.push({ pointer, message, keyword });
}

/**
 * Maps ajv errors to field errors. ajv-errors replaces the original errors with one `errorMessage`
 * error that keeps them in `params.errors`; the field and rule come from the first original.
 */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const result: FieldError[] = [];
  if (!errors) return result;
  for (let e = 0; e < errors.length; e++) {
    const error = errors[e]!;
    const message = error.message ?? 'is invalid';
    const originals = error.keyword === 'errorMessage' ? (error.params as { errors?: ErrorObject[] }).errors : undefined;
    if (!originals?.length) {
      push(result, fieldPointer(error), message, error.keyword);
      continue;
    }
    for (const original of originals) {
      // A message for missing fields names each missing field; other messages sit on the field itself.
      const missing = original.keyword === 'required' || original.keyword === 'dependentRequired';
      push(result, missing ? fieldPointer(original) : error.instancePath, message, original.keyword);
      if (!missing) break;
    }
  }
  return result;
}

import type { ErrorObject } from 'ajv';
import type { FieldError } from './fieldError';

const escapeSegment = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

// `required` and `dependentRequired` report on the object; the user needs the error on the field.
function fieldPointer(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string') {
    return `${error.instancePath}/${escapeSegment(params.missingProperty)}`;
  }
  if (error.keyword === 'dependentRequired' && typeof params.missingProperty === 'string') {
    return `${error.instancePath}/${escapeSegment(params.missingProperty)}`;
  }
  return error.instancePath;
}

/**
 * Maps ajv errors to field errors. ajv-errors replaces the original errors with one `errorMessage`
 * error that keeps them in `params.errors`; the field and rule come from the first original.
 */
export function toFieldErrors(errors: readonly ErrorObject[] | null | undefined): FieldError[] {
  const result: FieldError[] = [];
  const seen = new Set<string>();
  const push = (pointer: string, message: string, keyword: string) => {
    const key = `${pointer}\u0000${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    result.push({ pointer, message, keyword });
  };
  for (const error of errors ?? []) {
    const message = error.message ?? 'is invalid';
    const originals = error.keyword === 'errorMessage' ? (error.params as { errors?: ErrorObject[] }).errors : undefined;
    if (!originals?.length) {
      push(fieldPointer(error), message, error.keyword);
      continue;
    }
    for (const original of originals) {
      // A message for missing fields names each missing field; other messages sit on the field itself.
      const missing = original.keyword === 'required' || original.keyword === 'dependentRequired';
      push(missing ? fieldPointer(original) : error.instancePath, message, original.keyword);
      if (!missing) break;
    }
  }
  return result;
}

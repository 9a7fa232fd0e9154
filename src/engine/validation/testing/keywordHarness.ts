import { fileURLToPath } from 'node:url';
import { createSchemaRegistry } from '../../createSchemaRegistry';
import { loadSchemasFromDisk } from '../../loadSchemasFromDisk';
import { schemaIdFor } from '../../schemaSource';
import type { FieldError } from '../fieldError';
import { toFieldErrors } from '../toFieldErrors';

/** Project root, for tests that read the real schema files. */
export const PROJECT_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

const registry = createSchemaRegistry(loadSchemasFromDisk(PROJECT_ROOT));

/** `$ref` to a shared definition in `schemas/common/<file>.schema.json`. */
export function commonRef(file: string, def: string): { $ref: string } {
  return { $ref: `${schemaIdFor(`schemas/common/${file}.schema.json`)}#/$defs/${def}` };
}

/** Field errors of `value` placed at `/field` of an object whose `field` has `fieldSchema`. */
export function errorsFor(fieldSchema: object, value: unknown, siblings: Record<string, unknown> = {}): FieldError[] {
  const validate = registry.ajv.compile({ type: 'object', properties: { field: fieldSchema } });
  validate({ ...siblings, field: value });
  return toFieldErrors(validate.errors);
}

/** Just the messages of `errorsFor`, for tables. */
export function messagesFor(fieldSchema: object, value: unknown, siblings?: Record<string, unknown>): string[] {
  return errorsFor(fieldSchema, value, siblings).map((error) => error.message);
}

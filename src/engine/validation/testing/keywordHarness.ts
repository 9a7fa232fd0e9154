import { fileURLToPath } from 'node:url';
import { createSchemaRegistry } from '../../createSchemaRegistry';
import { loadSchemasFromDisk } from '../../loadSchemasFromDisk';
import { schemaIdFor } from '../../schemaSource';
import { withMessageFacts } from '../context/messageFacts';
import type { ValidationContext } from '../context/validationContext';
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
export function errorsFor(fieldSchema: object, value: unknown, siblings: Record<string, unknown> = {}, context?: ValidationContext): FieldError[] {
  const validate = registry.ajv.compile({ type: 'object', properties: { field: fieldSchema } });
  validate.call(context, { ...siblings, field: value });
  return toFieldErrors(withMessageFacts(validate.errors ?? [], context));
}

/** Just the messages of `errorsFor`, for tables. */
export function messagesFor(fieldSchema: object, value: unknown, siblings?: Record<string, unknown>, context?: ValidationContext): string[] {
  return errorsFor(fieldSchema, value, siblings, context).map((error) => error.message);
}

import Ajv from 'ajv';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

// RJSF only needs a validator to pick branches (if/then, oneOf) while drawing. Errors come from the
// engine's validation through the wizard machine, so RJSF never validates form data on a keystroke.
const ajv = new Ajv({ strict: false, allErrors: false, validateSchema: false });
const compiled = new WeakMap<object, ReturnType<typeof ajv.compile> | null>();

function compile(schema: RJSFSchema, rootSchema: RJSFSchema) {
  if (!compiled.has(schema)) {
    try {
      compiled.set(schema, ajv.compile({ ...schema, $defs: { ...(rootSchema.$defs ?? {}), ...(schema.$defs ?? {}) } }));
    } catch {
      compiled.set(schema, null);
    }
  }
  return compiled.get(schema) ?? null;
}

/** An RJSF validator that reports no form errors (the engine does) and answers branch questions. */
export const engineValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: (schema, formData, rootSchema) => compile(schema, rootSchema)?.(formData) === true,
  rawValidation: () => ({ errors: [] }),
};

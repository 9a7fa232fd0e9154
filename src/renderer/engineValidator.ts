import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { schemaMatches } from './schemaMatches';

// RJSF only needs a validator to pick branches (if/then, oneOf) while drawing. Errors come from the
// engine's validation through the wizard machine, so RJSF never validates form data on a keystroke.
// Branches are answered by `schemaMatches`, not ajv, so the browser bundle carries no schema compiler.
function isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
  const root = { ...rootSchema, $defs: { ...(rootSchema.$defs ?? {}), ...(schema.$defs ?? {}) } };
  try {
    return schemaMatches(schema, formData, root);
  } catch {
    return false;
  }
}

/** An RJSF validator that reports no form errors (the engine does) and answers branch questions. */
export const engineValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid,
  rawValidation: () => ({ errors: [] }),
};

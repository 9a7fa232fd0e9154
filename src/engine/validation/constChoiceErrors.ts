import type { ErrorObject } from 'ajv';

// The runtime half of constChoices: what precompiled validators call, kept apart from the keyword's
// definition so the browser bundle does not take ajv's compiler with it (only types are imported here).

export type Choice = string | number | boolean | null;

/** What the keyword is given: which applicator the list was written with, and its consts in order. */
export interface ConstChoicePlan {
  of: 'oneOf' | 'anyOf';
  values: Choice[];
}

/** What the generated code hands the runtime: the plan and the schemaPath of the list (`<schema>/oneOf`). */
export interface ConstChoiceReport extends ConstChoicePlan {
  schemaPath: string;
}

/**
 * Called by the generated code when the value is none of the consts: appends the errors ajv's list reports
 * then (in its order and shape) to `vErrors` and returns the list.
 */
export function reportConstChoice(vErrors: ErrorObject[] | null, instancePath: string, report: ConstChoiceReport): ErrorObject[] {
  const errors = vErrors ?? [];
  const { schemaPath, values } = report;
  for (let i = 0; i < values.length; i++) {
    errors.push({ instancePath, schemaPath: `${schemaPath}/${i}/const`, keyword: 'const', params: { allowedValue: values[i] }, message: 'must be equal to constant' });
  }
  if (report.of === 'oneOf') errors.push({ instancePath, schemaPath, keyword: 'oneOf', params: { passingSchemas: null }, message: 'must match exactly one schema in oneOf' });
  else errors.push({ instancePath, schemaPath, keyword: 'anyOf', params: {}, message: 'must match a schema in anyOf' });
  return errors;
}


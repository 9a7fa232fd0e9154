import type { ErrorMessagePlan } from './applyErrorMessages';

/**
 * The same text as the one copy V8 keeps of each property name. The plan's schemaPaths are compared with the
 * schemaPaths of ajv's errors, which are literals of its generated code (also kept once): two such texts are
 * equal exactly when they are the same string, so each comparison is one check, where a path built here
 * was compared character by character (the shared files' paths run to 70 characters and share long
 * prefixes). An engine without that one copy gets an equal text back: only the speed depends on it.
 */
const intern = (text: string): string => Object.keys({ [text]: 0 })[0]!;
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * The plan of one `errorMessage` value (as the schema writes it, checked by errorMessageKeyword's
 * `checkErrorMessage`) at schemaPath `schemaPath` (the schema holding it). The keyword works it out when compiling; precompiled
 * validators call this when their module loads, with the value as written, rather than carrying the plan's
 * written-out schemaPaths (each repeats `schemaPath`), so the generated code uses the same plan either way.
 * No ajv import and no checks: the standalone runtime reaches it through `keywordChecks`.
 */
export function errorMessagePlan(value: string | Record<string, unknown>, schemaPath: string): ErrorMessagePlan {
  const plan: ErrorMessagePlan = { at: intern(`${schemaPath}/errorMessage`), type: intern(`${schemaPath}/type`), rules: [], missing: [], properties: [], rest: null, inside: `${schemaPath}/` };
  if (typeof value === 'string') {
    plan.rest = value;
    return plan;
  }
  for (const [key, entry] of Object.entries(value)) {
    if (key === '_') plan.rest = entry as string;
    else if (key === 'properties') for (const [name, text] of Object.entries(entry as Record<string, string>)) plan.properties.push([escape(name), text]);
    else if (typeof entry === 'string') plan.rules.push([intern(`${schemaPath}/${key}`), entry]);
    else plan.missing.push([intern(`${schemaPath}/${key}`), Object.entries(entry as Record<string, string>)]);
  }
  return plan;
}

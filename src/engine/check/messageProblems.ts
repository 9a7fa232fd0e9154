import { isDataSchemaPath, type SchemaSource } from '../schemaSource';
import { customKeywordNames } from '../validation/keywords';
import type { SchemaProblem } from './schemaProblem';
import { walkSchema } from './walkSchema';

// errorMessage entries that are not keyword names (ajv-errors' own structure).
const OWN_ENTRIES = new Set(['required', 'properties', 'items', '_']);

/**
 * Every custom keyword needs a message beside it (`errorMessage` as one text, or keyed by the
 * keyword): ajv's fallback wording is for engineers, not publishers.
 */
export function messageProblems(source: SchemaSource): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [file, document] of Object.entries(source)) {
    if (!isDataSchemaPath(file)) continue;
    walkSchema(document, (node, pointer) => {
      const messages = node.errorMessage;
      for (const keyword of customKeywordNames) {
        if (!(keyword in node) || node[keyword] === false) continue;
        const hasMessage = typeof messages === 'string' || (typeof messages === 'object' && messages !== null && keyword in messages);
        if (!hasMessage) problems.push({ file, pointer: `${pointer}/${keyword}`, message: `"${keyword}" has no message: add errorMessage.${keyword}` });
      }
      // A message for a rule the field does not have is usually a misspelt rule name; it never shows.
      if (typeof messages === 'object' && messages !== null) {
        for (const key of Object.keys(messages)) {
          if (!OWN_ENTRIES.has(key) && !(key in node)) {
            problems.push({ file, pointer: `${pointer}/errorMessage/${key}`, message: `message for "${key}", which is not a rule of this field` });
          }
        }
      }
    });
  }
  return problems;
}

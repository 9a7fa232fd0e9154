import { isManifestPath, isMetaSchemaPath, type SchemaSource } from '../schemaSource';
import { customKeywordNames } from '../validation/keywords';
import type { SchemaProblem } from './schemaProblem';
import { walkSchema } from './walkSchema';

/**
 * Every custom keyword needs a message beside it (`errorMessage` as one text, or keyed by the
 * keyword): ajv's fallback wording is for engineers, not publishers.
 */
export function messageProblems(source: SchemaSource): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  for (const [file, document] of Object.entries(source)) {
    if (isManifestPath(file) || isMetaSchemaPath(file)) continue;
    walkSchema(document, (node, pointer) => {
      const messages = node.errorMessage;
      for (const keyword of customKeywordNames) {
        if (!(keyword in node) || node[keyword] === false) continue;
        const hasMessage = typeof messages === 'string' || (typeof messages === 'object' && messages !== null && keyword in messages);
        if (!hasMessage) problems.push({ file, pointer: `${pointer}/${keyword}`, message: `"${keyword}" has no message: add errorMessage.${keyword}` });
      }
    });
  }
  return problems;
}

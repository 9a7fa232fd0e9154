import Ajv2020 from 'ajv/dist/2020.js';
import ajvErrors from 'ajv-errors';
import addFormats from 'ajv-formats';
import { UI_HINTS_KEYWORD } from '../../src/engine/validation/createAjv';
import { customKeywords } from '../../src/engine/validation/keywords';
import { schemaIdFor, type SchemaSource } from '../../src/engine/schemaSource';
import { referencedFiles } from '../../src/engine/wizardSchemaFiles';
import type { StepValidator } from '../../src/engine/validation/stepValidator';

/** What "plain ajv" means in the table; printed under it. */
export const PLAIN_DESCRIPTION =
  'plain = new Ajv2020({ allErrors: true }) + ajv-formats + ajv-errors, every custom keyword replaced by a simple standard rule ' +
  '(text rules by one regex `pattern` each, tag rules by item patterns and uniqueItems, file rules by enum/minimum/maximum on ' +
  'the file object\'s facts); timed call: validate(data) only';

type Schema = Record<string, unknown>;
const not = (pattern: string): Schema => ({ not: { pattern } });
const sides = (bound: 'minimum' | 'maximum', value: unknown): Schema => ({ properties: { width: { [bound]: value }, height: { [bound]: value } } });

// Each custom keyword as the simple rule a schema without our keywords would write instead (roughly the same
// meaning, the cost of one regex or one comparison): the speed a keyword should reach.
const SIMPLE_RULES: Record<string, (value: unknown) => Schema> = {
  noEmoji: () => not('\\p{Extended_Pictographic}'),
  notAllUppercase: () => not('^[^\\p{Ll}]*\\p{Lu}[^\\p{Ll}]*$'),
  notOnlyDigits: () => not('^[0-9]+$'),
  noLinks: () => not('://|www\\.'),
  noDomains: () => not('[a-z0-9-]\\.(com|org|net|io|info|app)\\b'),
  noEmails: () => not('\\S@\\S+\\.\\S'),
  forbiddenPhrases: (phrases) => not((phrases as string[]).join('|')),
  tagNoSpaces: () => ({ items: { pattern: '^\\S*$' } }),
  tagNoSpecialCharacters: () => ({ items: { pattern: '^[\\p{L}\\p{N}]*$' } }),
  tagUniqueIgnoreCase: () => ({ uniqueItems: true }),
  fileMimeTypes: (types) => ({ properties: { mime: { enum: types } } }),
  fileMaxBytes: (max) => ({ properties: { bytes: { maximum: max } } }),
  imageMinSide: (min) => sides('minimum', min),
  imageMaxSide: (max) => sides('maximum', max),
  mediaMinDurationSec: (min) => ({ properties: { durationSec: { minimum: min } } }),
  mediaMaxDurationSec: (max) => ({ properties: { durationSec: { maximum: max } } }),
};

// Keywords whose value maps names to subschemas: a name there ('$defs/noEmoji') is not a keyword.
const SCHEMA_MAPS = new Set(['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas']);
const CUSTOM = new Set(customKeywords.map((definition) => definition.keyword as string));

/** The schema with every custom keyword swapped for its simple rule (under `allOf`) and its message dropped. */
function simplified(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplified);
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  const rules: Schema[] = [];
  for (const [key, value] of Object.entries(node)) {
    const rule = SIMPLE_RULES[key];
    if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, simplified(sub)]));
    } else if (rule) rules.push(rule(value));
    else if (CUSTOM.has(key)) throw new Error(`plainValidator has no simple rule for the keyword ${key}: add one to SIMPLE_RULES`);
    else if (key === 'errorMessage' && value && typeof value === 'object' && !Array.isArray(value)) {
      out[key] = Object.fromEntries(Object.entries(value).filter(([keyword]) => !SIMPLE_RULES[keyword]));
    } else out[key] = simplified(value);
  }
  if (rules.length) out.allOf = [...((out.allOf as Schema[] | undefined) ?? []), ...rules];
  return out;
}

/**
 * A plain ajv validator of one schema file with no keyword of ours: the baseline the text keywords are
 * measured against ("at the speed of a regex", issue 16 item 2). A custom keyword without a rule in the
 * table is refused rather than silently ignored.
 */
export function plainValidator(source: SchemaSource, path: string): StepValidator {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajvErrors(ajv);
  ajv.addKeyword({ keyword: UI_HINTS_KEYWORD, schemaType: 'object' });
  // Only the step and the files it reaches: the other wizards' keywords are no concern of this baseline.
  for (const file of referencedFiles(source, [path])) {
    const document = source[file];
    if (typeof document !== 'object' || document === null) continue;
    const { $schema: _editorHint, ...schema } = document as Record<string, unknown>;
    ajv.addSchema({ ...(simplified(schema) as Schema), $id: schemaIdFor(file) });
  }
  const validate = ajv.getSchema(schemaIdFor(path));
  if (!validate) throw new Error(`No schema ${path}`);
  return validate as StepValidator;
}

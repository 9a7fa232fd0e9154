/**
 * Translates one text of the schema: its English and its pointer in the schema being drawn (a plain
 * SchemaTextTranslator ignores the pointer; StepForm looks the pointer up in compiledTextOrigins).
 */
export type TextAtTranslator = (english: string, pointer: string) => string;

const esc = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
import { looksLikeCode, X_UI_CODE } from './schemaTexts';

const SCHEMA_MAPS = new Set(['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas']);
const NOT_TEXT = new Set(['const', 'enum', 'default', 'examples', '$comment', '$ref', 'pattern', 'format', 'type', 'required', 'widget']);

// An x-ui value that names something for code ('/terms/retreat-terms.md', 'video/promo') is left as it
// is, as translatableTexts leaves it out: no overlay has it, and the pseudo-locale must not wrap a URL.
function texts(node: unknown, translate: TextAtTranslator, at: string): unknown {
  if (typeof node === 'string') return looksLikeCode(node) ? node : translate(node, at);
  if (Array.isArray(node)) return node.map((item, index) => texts(item, translate, `${at}/${index}`));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, NOT_TEXT.has(key) || X_UI_CODE.has(key) ? value : texts(value, translate, `${at}/${esc(key)}`)]));
}

// Every leaf of an errorMessage is a message, whatever its key ('required', 'type' are keywords there).
function messages(node: unknown, translate: TextAtTranslator, at: string): unknown {
  if (typeof node === 'string') return translate(node, at);
  if (Array.isArray(node)) return node.map((item, index) => messages(item, translate, `${at}/${index}`));
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, messages(value, translate, `${at}/${esc(key)}`)]));
}

/**
 * A drawing copy of a compiled step schema with its titles, descriptions, error messages and x-ui texts
 * in the reader's language. Only text keywords change, so validation (which runs on the original
 * schemas with one compiled validator per step) is untouched.
 */
export function localizeSchema<S>(schema: S, translate: TextAtTranslator): S {
  const walk = (node: unknown, at: string): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => walk(item, `${at}/${index}`));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      const here = `${at}/${esc(key)}`;
      if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
        out[key] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, walk(sub, `${here}/${esc(name)}`)]));
      } else if ((key === 'title' || key === 'description') && typeof value === 'string') out[key] = translate(value, here);
      else if (key === 'errorMessage') out[key] = messages(value, translate, here);
      else if (key === 'x-ui') out[key] = texts(value, translate, here);
      else if (NOT_TEXT.has(key)) out[key] = value;
      else out[key] = walk(value, here);
    }
    return out;
  };
  return walk(schema, '') as S;
}

import { describe, expect, it } from 'vitest';
import { dereference } from '../../../engine/dereference';
import { loadSchemasFromDisk } from '../../../engine/loadSchemasFromDisk';
import { readPointer, resolveRef } from '../../../engine/schemaSource';
import { createSchemaRegistry } from '../../../engine/createSchemaRegistry';
import { schemaIdFor } from '../../../engine/schemaSource';
import { readOverlay } from './nodeSchemaText';
import { compiledTextOrigins, errorMessageKey } from './compiledOrigins';
import { keyedSchemaTranslator } from './schemaTextTranslator';
import { translatableTexts } from './schemaTexts';

const source = loadSchemasFromDisk();
const STEP = 'schemas/wizards/course/steps/details.schema.json';

/** Every string leaf of a schema with its pointer. */
function leaves(node: unknown, at = '', out = new Map<string, string>()): Map<string, string> {
  if (typeof node === 'string') out.set(at, node);
  else if (Array.isArray(node)) node.forEach((item, i) => leaves(item, `${at}/${i}`, out));
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) leaves(v, `${at}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  return out;
}

describe('the compiled-pointer map (issue 19: translations found by where a text is written)', () => {
  it('names, for every string of the compiled step, the file and pointer that hold exactly that string', () => {
    const compiled = dereference(source, STEP);
    const origins = compiledTextOrigins(source, STEP);
    const strings = leaves(compiled);
    expect(origins.size).toBe(strings.size);
    let fromCommon = 0;
    for (const [pointer, text] of strings) {
      const origin = origins.get(pointer);
      expect(origin, pointer).toBeDefined();
      const [file, at] = origin!.split('#') as [string, string];
      expect(readPointer(source[file], at), `${pointer} → ${origin}`).toBe(text);
      if (file.startsWith('schemas/common/')) fromCommon++;
    }
    // The details step inlines shared rules (noEmoji, notAllUppercase …): their messages point at common/.
    expect(fromCommon).toBeGreaterThan(0);
  });

  it('translates a server-side ajv error through its schemaPath, a shared $ref message included (ru)', () => {
    const { ajv } = createSchemaRegistry(source);
    const validate = ajv.getSchema(schemaIdFor(STEP))!;
    validate({ title: 'ALL CAPS TITLE HERE' });
    const translate = keyedSchemaTranslator(translatableTexts(source), readOverlay(process.cwd(), 'ru'));
    const shown = (validate.errors ?? []).filter((error) => error.keyword === 'errorMessage' && error.instancePath === '/title');
    expect(shown.length).toBeGreaterThan(0);
    const keys: string[] = [];
    for (const error of shown) {
      const original = (error.params as { errors: Array<{ keyword: string; params: { missingProperty?: string } }> }).errors[0]!;
      const hash = error.schemaPath.indexOf('#');
      const file = hash <= 0 ? STEP : resolveRef(STEP, error.schemaPath.slice(0, hash)).path;
      const errorMessage = readPointer(source[file], error.schemaPath.slice(hash + 1));
      const key = errorMessageKey(STEP, error.schemaPath, errorMessage, original.keyword, original.params.missingProperty);
      expect(key, error.schemaPath).toBeDefined();
      keys.push(key!);
      const translated = translate(key, error.message!);
      expect(translated, `${error.message} (${key})`).not.toBe(error.message);
    }
    // 'Title should not be all in uppercase' is written once, in common/text.schema.json.
    expect(keys.some((key) => key.startsWith('schemas/common/text.schema.json#'))).toBe(true);
  });
});

import type { RegistryFieldsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { SchemaSource } from '../engine/schemaSource';
import { compiledTextOrigins, type TextOrigins } from '../lib/i18n/schema/compiledOrigins';
import { localizeSchema } from '../lib/i18n/schema/localizeSchema';
import type { KeyedSchemaTranslator } from '../lib/i18n/schema/schemaTextTranslator';
import { uiSchemaFromSchema } from './uiSchemaFromSchema';

/*
 * What a step form draws from, made once per step and reused by every later mount of the same step (Back,
 * Next, reopening a draft): the schema in the reader's language, the uiSchema derived from its `x-ui` hints,
 * and so the field plans SchemaField keeps per uiSchema node. Each is a pure function of its inputs, which are
 * all kept by identity (the compiled step's schema, the language's translator, the screen's fields and extra
 * uiSchema, which StepForm's props ask to be stable), so a cache entry can never be stale: a new language, a
 * newly loaded schema file or a recompiled step is a new key. Weak keys: a wizard that is let go takes its
 * entries with it.
 */

const NO_ORIGINS = {};
const NO_EXTRA_UI = {};

// Per loaded-files version: the origins of each schema file's texts (a walk of the file and everything it refers to).
let originsVersion = -1;
const originsByFile = new Map<string, TextOrigins>();

/** Where each text of the compiled `schemaFile` was written, for the loaded files at `version`. */
export function textOriginsOf(source: SchemaSource, version: number, schemaFile: string | undefined): TextOrigins | undefined {
  if (!schemaFile || source[schemaFile] === undefined) return undefined;
  if (version !== originsVersion) {
    originsByFile.clear();
    originsVersion = version;
  }
  let origins = originsByFile.get(schemaFile);
  if (!origins) originsByFile.set(schemaFile, (origins = compiledTextOrigins(source, schemaFile)));
  return origins;
}

type Cache<V> = WeakMap<object, Cache<V> | V>;

/** The value cached under `keys` (each held weakly), made by `make` the first time. */
function cachedUnder<V>(cache: Cache<V>, keys: readonly object[], make: () => V): V {
  let level = cache;
  for (const key of keys.slice(0, -1)) {
    let next = level.get(key) as Cache<V> | undefined;
    if (!next) level.set(key, (next = new WeakMap()));
    level = next;
  }
  const last = keys[keys.length - 1]!;
  let value = level.get(last) as V | undefined;
  if (value === undefined) level.set(last, (value = make()));
  return value;
}

const localized: Cache<RJSFSchema> = new WeakMap();

/** The step schema with its texts in the reader's language (see localizeSchema), one copy per schema, translator and origins. */
export function localizedStepSchema(english: RJSFSchema, schemaText: KeyedSchemaTranslator, textPlaces: TextOrigins | undefined): RJSFSchema {
  return cachedUnder(localized, [english, schemaText, textPlaces ?? NO_ORIGINS], () =>
    localizeSchema(english, (text, pointer) => schemaText(textPlaces?.get(pointer), text)),
  );
}

const uiSchemas: Cache<UiSchema> = new WeakMap();

function derivedUiSchema(schema: RJSFSchema, fields: RegistryFieldsType, extraUi: UiSchema | undefined): UiSchema {
  const derived = uiSchemaFromSchema(schema, new Set(Object.keys(fields)));
  for (const [key, value] of Object.entries(extraUi ?? {})) {
    const base = derived[key];
    derived[key] = base && typeof base === 'object' && value && typeof value === 'object' ? { ...base, ...value } : value;
  }
  return derived;
}

/** RJSF's uiSchema of a (localized) step schema with the screen's fields and extra uiSchema, one per combination. */
export function stepUiSchema(schema: RJSFSchema, fields: RegistryFieldsType, extraUi: UiSchema | undefined): UiSchema {
  return cachedUnder(uiSchemas, [schema, fields, extraUi ?? NO_EXTRA_UI], () => derivedUiSchema(schema, fields, extraUi));
}

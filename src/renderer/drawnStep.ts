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

const localized = new WeakMap<object, WeakMap<KeyedSchemaTranslator, WeakMap<object, RJSFSchema>>>();

/** The step schema with its texts in the reader's language (see localizeSchema), one copy per schema, translator and origins. */
export function localizedStepSchema(english: RJSFSchema, schemaText: KeyedSchemaTranslator, origins: TextOrigins | undefined): RJSFSchema {
  let byTranslator = localized.get(english);
  if (!byTranslator) localized.set(english, (byTranslator = new WeakMap()));
  let byOrigins = byTranslator.get(schemaText);
  if (!byOrigins) byTranslator.set(schemaText, (byOrigins = new WeakMap()));
  const originsKey = origins ?? NO_ORIGINS;
  let schema = byOrigins.get(originsKey);
  if (!schema) byOrigins.set(originsKey, (schema = localizeSchema(english, (text, pointer) => schemaText(origins?.get(pointer), text))));
  return schema;
}

const uiSchemas = new WeakMap<object, WeakMap<RegistryFieldsType, WeakMap<object, UiSchema>>>();

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
  let byFields = uiSchemas.get(schema);
  if (!byFields) uiSchemas.set(schema, (byFields = new WeakMap()));
  let byExtra = byFields.get(fields);
  if (!byExtra) byFields.set(fields, (byExtra = new WeakMap()));
  const extraKey = extraUi ?? NO_EXTRA_UI;
  let uiSchema = byExtra.get(extraKey);
  if (!uiSchema) byExtra.set(extraKey, (uiSchema = derivedUiSchema(schema, fields, extraUi)));
  return uiSchema;
}

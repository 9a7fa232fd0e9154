import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSchemasFromDisk } from '../../../engine/loadSchemasFromDisk';
import type { SchemaSource } from '../../../engine/schemaSource';
import { PSEUDO_LOCALE, PSEUDO_WRAP, type LoadableLocale } from '../locales';
import type { SchemaOverlay } from './overlay';
import { keyedFirst, keyedSchemaTranslator, pseudoSchemaTranslator, schemaTextTranslator, untranslated, type KeyedSchemaTranslator, type SchemaTextTranslator } from './schemaTextTranslator';
import { translatableTexts } from './schemaTexts';

/** Where the overlays live, relative to the project root (outside schemas/, which is English only). */
export const OVERLAY_DIR = 'src/lib/i18n/schemaOverlays';

/** One locale's overlay file from disk; empty when the locale has none yet. */
export function readOverlay(root: string, locale: string): SchemaOverlay {
  const path = join(root, OVERLAY_DIR, `${locale}.json`);
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as SchemaOverlay) : {};
}

const cache = new Map<string, SchemaTextTranslator>();

/**
 * The server's translator for one locale, built once per process from the schemas and overlays on
 * disk, so a refusal (400 `{ message, errors }`) speaks the language the request asked for.
 */
export function serverSchemaTranslator(locale: LoadableLocale, root = process.cwd(), source?: SchemaSource): SchemaTextTranslator {
  if (locale === 'en') return untranslated;
  if (locale === PSEUDO_LOCALE) return pseudoSchemaTranslator(PSEUDO_WRAP.before, PSEUDO_WRAP.after);
  let translator = cache.get(locale);
  if (!translator) {
    translator = schemaTextTranslator(translatableTexts(source ?? loadSchemasFromDisk(root)), readOverlay(root, locale));
    cache.set(locale, translator);
  }
  return translator;
}

const keyedCache = new Map<string, KeyedSchemaTranslator>();

/**
 * The server's translator by where a message is written (a FieldError's `messageKey`), its English as
 * the fallback for messages without a key (see keyedFirst).
 */
export function serverKeyedTranslator(locale: LoadableLocale, root = process.cwd(), source?: SchemaSource): KeyedSchemaTranslator {
  const byEnglish = serverSchemaTranslator(locale, root, source);
  if (locale === 'en' || locale === PSEUDO_LOCALE) return (_key, shown) => byEnglish(shown);
  let translator = keyedCache.get(locale);
  if (!translator) {
    const schemas = source ?? loadSchemasFromDisk(root);
    translator = keyedFirst(keyedSchemaTranslator(translatableTexts(schemas), readOverlay(root, locale)), byEnglish);
    keyedCache.set(locale, translator);
  }
  return translator;
}

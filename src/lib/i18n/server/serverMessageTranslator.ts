import type { LoadableLocale } from '../locales';
import { PSEUDO_LOCALE, PSEUDO_WRAP } from '../locales';
import { textHash, type SchemaOverlay } from '../schema/overlay';
import { pseudoSchemaTranslator, schemaTextTranslator, untranslated, type SchemaTextTranslator } from '../schema/schemaTextTranslator';
import type { SchemaText } from '../schema/schemaTexts';
import { de } from './locales/de';
import { es } from './locales/es';
import { fr } from './locales/fr';
import { hi } from './locales/hi';
import { it } from './locales/it';
import { nl } from './locales/nl';
import { ptBR } from './locales/pt-BR';
import { ru } from './locales/ru';
import { serverMessages, type ServerMessageKey } from './serverMessages';

/** One locale's server messages: every key of the English table, in that language (a missing one stays English). */
export type ServerMessageTranslations = Partial<Record<ServerMessageKey, string>>;

/** The server messages of every language but English (server-only: the browser bundles none of this). */
export const SERVER_MESSAGE_TRANSLATIONS: Record<Exclude<LoadableLocale, 'en' | typeof PSEUDO_LOCALE>, ServerMessageTranslations> = {
  'pt-BR': ptBR,
  es,
  de,
  fr,
  ru,
  nl,
  it,
  hi,
};

const FILE = 'server';
const texts: SchemaText[] = Object.entries(serverMessages).map(([key, text]) => ({ file: FILE, pointer: key, text }));
const cache = new Map<LoadableLocale, SchemaTextTranslator>();

/**
 * The translator of the server's own messages for a locale: an exact message or one whose placeholders
 * were filled ('Cannot submit a retreat that is PENDING' from '… that is {status}') becomes the locale's
 * sentence with the same values. The same template matching as the schema texts (schemaTextTranslator).
 */
export function serverMessageTranslator(locale: LoadableLocale): SchemaTextTranslator {
  if (locale === 'en') return untranslated;
  if (locale === PSEUDO_LOCALE) return pseudoSchemaTranslator(PSEUDO_WRAP.before, PSEUDO_WRAP.after);
  let translator = cache.get(locale);
  if (!translator) {
    const table = SERVER_MESSAGE_TRANSLATIONS[locale];
    const overlay: SchemaOverlay = {};
    for (const [key, text] of Object.entries(table)) overlay[`${FILE}#${key}`] = { text, source: textHash(serverMessages[key as ServerMessageKey]) };
    translator = schemaTextTranslator(texts, overlay);
    cache.set(locale, translator);
  }
  return translator;
}

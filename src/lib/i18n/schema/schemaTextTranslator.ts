import { overlayKey, type SchemaText } from './schemaTexts';
import { placeholdersOf, textHash, type SchemaOverlay } from './overlay';

/** English schema text (as written, or as shown with its placeholders filled) → the locale's text. */
export type SchemaTextTranslator = (english: string) => string;

export const untranslated: SchemaTextTranslator = (english) => english;

interface Template {
  pattern: RegExp;
  names: string[];
  translated: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function template(english: string, translated: string): Template | null {
  const names = placeholdersOf(english);
  if (!names.length) return null;
  const order: string[] = [];
  const source = english.replace(/\$\{[^}]+\}|\{[A-Za-z_][\w.]*\}|[^$}{]+|[\s\S]/g, (part) => {
    if (/^\$\{[^}]+\}$|^\{[A-Za-z_][\w.]*\}$/.test(part)) {
      order.push(part);
      return '([\\s\\S]+?)';
    }
    return escapeRegExp(part);
  });
  return { pattern: new RegExp(`^${source}$`), names: order, translated };
}

/**
 * Builds the translator of one locale from the current English texts and that locale's overlay. Only
 * entries whose hash matches today's English are used: a stale translation shows the English instead of
 * saying something the English no longer says. Texts are looked up by their English, so a text shared
 * through a `$ref` (common/*.schema.json) is translated once, where it is written, and found wherever a
 * compiled step inlined it. A message shown with its placeholders filled ('at most 100 characters' from
 * 'at most {maxTitle} characters') is matched against the template and refilled in the translation.
 */
export function schemaTextTranslator(texts: SchemaText[], overlay: SchemaOverlay): SchemaTextTranslator {
  const exact = new Map<string, string>();
  for (const { file, pointer, text } of texts) {
    const entry = overlay[overlayKey(file, pointer)];
    if (entry && entry.source === textHash(text) && !exact.has(text)) exact.set(text, entry.text);
  }
  const templates = [...exact].map(([english, translated]) => template(english, translated)).filter((t): t is Template => t !== null);
  const cache = new Map<string, string>();
  return (english) => {
    const known = exact.get(english) ?? cache.get(english);
    if (known !== undefined) return known;
    let result = english;
    for (const { pattern, names, translated } of templates) {
      const match = pattern.exec(english);
      if (!match) continue;
      result = translated;
      names.forEach((name, index) => {
        result = result.split(name).join(match[index + 1] ?? name);
      });
      break;
    }
    cache.set(english, result);
    return result;
  };
}

/** Translates the text written at an overlay key (`file#pointer`), shown as `shown` (its placeholders maybe filled). */
export type KeyedSchemaTranslator = (key: string | undefined, shown: string) => string;

/**
 * The translator by where a text is written (see compiledOrigins.ts): the overlay entry at that key, used
 * when its hash matches today's English there, its placeholders refilled from what is shown. No lookup by
 * English text: two files with the same English may say it differently.
 */
export function keyedSchemaTranslator(texts: SchemaText[], overlay: SchemaOverlay): KeyedSchemaTranslator {
  const english = new Map(texts.map(({ file, pointer, text }) => [overlayKey(file, pointer), text]));
  return (key, shown) => {
    const written = key === undefined ? undefined : english.get(key);
    const entry = key === undefined ? undefined : overlay[key];
    if (written === undefined || !entry || entry.source !== textHash(written)) return shown;
    if (shown === written) return entry.text;
    const filled = template(written, entry.text);
    const match = filled?.pattern.exec(shown);
    if (!filled || !match) return shown;
    let result = entry.text;
    filled.names.forEach((name, index) => {
      result = result.split(name).join(match[index + 1] ?? name);
    });
    return result;
  };
}

/** The pseudo-locale's translator: every schema text wrapped, so a walk over the screens can tell it was translated. */
export const pseudoSchemaTranslator = (before: string, after: string): SchemaTextTranslator => (english) =>
  english.startsWith(before) ? english : `${before}${english}${after}`;

/**
 * Translates by where a text is written first (the key a FieldError or the compiled-pointer map names),
 * then by its English. The English match stays as the fallback for texts that carry no key: messages
 * code builds from schema text (server rules that quote a schema's message, the array caps' own
 * message), texts a wizard variant or a platform fact rewrote, and answers from older servers.
 */
export const keyedFirst = (keyed: KeyedSchemaTranslator, byEnglish: SchemaTextTranslator): KeyedSchemaTranslator => (key, shown) => {
  const translated = key === undefined ? shown : keyed(key, shown);
  return translated !== shown ? translated : byEnglish(shown);
};

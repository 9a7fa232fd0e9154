import { useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { loadedSchemaFiles, loadedSchemaFilesVersion, onSchemaFilesLoaded } from '../../../engine/loadedSchemaFiles';
import { activeLocale } from '../activateLocale';
import { LocaleContext } from '../LocaleProvider';
import { PSEUDO_LOCALE, PSEUDO_WRAP, type LoadableLocale } from '../locales';
import type { SchemaOverlay } from './overlay';
import { keyedFirst, keyedSchemaTranslator, pseudoSchemaTranslator, schemaTextTranslator, untranslated, type KeyedSchemaTranslator, type SchemaTextTranslator } from './schemaTextTranslator';
import { translatableTexts } from './schemaTexts';

// The English is the schema files of the wizards this page has loaded (`loadedSchemaFiles`: a production
// route fetches one wizard's files with that wizard, so the translator grows as wizards load); each
// overlay is its own chunk, fetched when its language is chosen. The overlay format is unchanged: its
// keys name files, and only the entries of loaded files find their English.
const overlayModules = import.meta.glob('../schemaOverlays/*.json', { import: 'default' });

const overlays = new Map<LoadableLocale, Promise<SchemaOverlay>>();
const loadedOverlays = new Map<LoadableLocale, SchemaOverlay>();
const built = new Map<LoadableLocale, { version: number; translate: SchemaTextTranslator; keyed: KeyedSchemaTranslator }>();
const pseudo = pseudoSchemaTranslator(PSEUDO_WRAP.before, PSEUDO_WRAP.after);

const untranslatedKeyed: KeyedSchemaTranslator = (_key, shown) => shown;
const pseudoKeyed: KeyedSchemaTranslator = (_key, shown) => pseudo(shown);

// The translators of a locale over the files loaded now, or undefined while its overlay is still loading.
function translatorsNow(locale: LoadableLocale): { translate: SchemaTextTranslator; keyed: KeyedSchemaTranslator } | undefined {
  if (locale === 'en') return { translate: untranslated, keyed: untranslatedKeyed };
  if (locale === PSEUDO_LOCALE) return { translate: pseudo, keyed: pseudoKeyed };
  const overlay = loadedOverlays.get(locale);
  if (!overlay) return undefined;
  const version = loadedSchemaFilesVersion();
  let entry = built.get(locale);
  if (!entry || entry.version !== version) {
    const texts = translatableTexts(loadedSchemaFiles());
    const translate = schemaTextTranslator(texts, overlay);
    entry = { version, translate, keyed: keyedFirst(keyedSchemaTranslator(texts, overlay), translate) };
    built.set(locale, entry);
  }
  return entry;
}

const translatorNow = (locale: LoadableLocale) => translatorsNow(locale)?.translate;

/** The schema-text translator of a locale, its overlay loaded once. */
export function loadSchemaTranslator(locale: LoadableLocale): Promise<SchemaTextTranslator> {
  const now = translatorNow(locale);
  if (now) return Promise.resolve(now);
  let loading = overlays.get(locale);
  if (!loading) {
    const load = overlayModules[`../schemaOverlays/${locale}.json`];
    loading = (load ? (load() as Promise<SchemaOverlay>) : Promise.resolve({})).then((overlay) => {
      loadedOverlays.set(locale, overlay);
      return overlay;
    });
    overlays.set(locale, loading);
  }
  return loading.then(() => translatorNow(locale) ?? untranslated);
}

/**
 * Schema text (titles, descriptions, error messages, x-ui texts) in the reader's language:
 * `const schemaText = useSchemaText(); schemaText(step.title)`. English until the overlay has loaded.
 */
export function useSchemaText(): SchemaTextTranslator {
  return useSchemaTranslators().translate;
}

/**
 * Schema text translated by where it is written: `translate(key, shown)` with the overlay key of a
 * FieldError (`messageKey`) or of a compiled step's text (`compiledTextOrigins`), and the text as shown;
 * by its English when the key has no translation or there is no key.
 */
export function useKeyedSchemaText(): KeyedSchemaTranslator {
  return useSchemaTranslators().keyed;
}

function useSchemaTranslators(): { translate: SchemaTextTranslator; keyed: KeyedSchemaTranslator } {
  const locale = useContext(LocaleContext)?.locale ?? activeLocale() ?? 'en';
  // A wizard loaded later brings new English: the translator is rebuilt over the larger set of files.
  const filesVersion = useSyncExternalStore(onSchemaFilesLoaded, loadedSchemaFilesVersion);
  const [overlaysLoaded, setOverlaysLoaded] = useState(0);
  useEffect(() => {
    if (translatorNow(locale)) return;
    let live = true;
    void loadSchemaTranslator(locale).then(() => {
      if (live) setOverlaysLoaded((count) => count + 1);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- filesVersion and overlaysLoaded are what translatorNow reads
  return useMemo(() => translatorsNow(locale) ?? { translate: untranslated, keyed: untranslatedKeyed }, [locale, filesVersion, overlaysLoaded]);
}

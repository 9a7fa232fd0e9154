import { useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { loadedSchemaFiles, loadedSchemaFilesVersion, onSchemaFilesLoaded } from '../../../engine/loadedSchemaFiles';
import { activeLocale } from '../activateLocale';
import { LocaleContext } from '../LocaleProvider';
import { PSEUDO_LOCALE, PSEUDO_WRAP, type LoadableLocale } from '../locales';
import type { SchemaOverlay } from './overlay';
import { pseudoSchemaTranslator, schemaTextTranslator, untranslated, type SchemaTextTranslator } from './schemaTextTranslator';
import { translatableTexts } from './schemaTexts';

// The English is the schema files of the wizards this page has loaded (`loadedSchemaFiles`: a production
// route fetches one wizard's files with that wizard, so the translator grows as wizards load); each
// overlay is its own chunk, fetched when its language is chosen. The overlay format is unchanged: its
// keys name files, and only the entries of loaded files find their English.
const overlayModules = import.meta.glob('../schemaOverlays/*.json', { import: 'default' });

const overlays = new Map<LoadableLocale, Promise<SchemaOverlay>>();
const loadedOverlays = new Map<LoadableLocale, SchemaOverlay>();
const built = new Map<LoadableLocale, { version: number; translate: SchemaTextTranslator }>();
const pseudo = pseudoSchemaTranslator(PSEUDO_WRAP.before, PSEUDO_WRAP.after);

// The translator of a locale over the files loaded now, or undefined while its overlay is still loading.
function translatorNow(locale: LoadableLocale): SchemaTextTranslator | undefined {
  if (locale === 'en') return untranslated;
  if (locale === PSEUDO_LOCALE) return pseudo;
  const overlay = loadedOverlays.get(locale);
  if (!overlay) return undefined;
  const version = loadedSchemaFilesVersion();
  let entry = built.get(locale);
  if (!entry || entry.version !== version) {
    entry = { version, translate: schemaTextTranslator(translatableTexts(loadedSchemaFiles()), overlay) };
    built.set(locale, entry);
  }
  return entry.translate;
}

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
  return useMemo(() => translatorNow(locale) ?? untranslated, [locale, filesVersion, overlaysLoaded]);
}

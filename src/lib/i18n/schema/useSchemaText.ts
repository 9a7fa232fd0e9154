import { useContext, useEffect, useState } from 'react';
import type { SchemaSource } from '../../../engine/schemaSource';
import { activeLocale } from '../activateLocale';
import { LocaleContext } from '../LocaleProvider';
import { PSEUDO_LOCALE, PSEUDO_WRAP, type LoadableLocale } from '../locales';
import type { SchemaOverlay } from './overlay';
import { pseudoSchemaTranslator, schemaTextTranslator, untranslated, type SchemaTextTranslator } from './schemaTextTranslator';
import { translatableTexts } from './schemaTexts';

// The English is the schema files the wizard route already bundles (the same glob as loadBrowserWizard,
// so Vite shares the modules); each overlay is its own chunk, fetched when its language is chosen.
const schemaModules = import.meta.glob('/schemas/**/*.json', { eager: true, import: 'default' });
const overlayModules = import.meta.glob('../schemaOverlays/*.json', { import: 'default' });

const source: SchemaSource = Object.fromEntries(Object.entries(schemaModules).map(([key, value]) => [key.replace(/^\//, ''), value]));
const translators = new Map<LoadableLocale, Promise<SchemaTextTranslator>>();

/** The schema-text translator of a locale, loaded once. */
export function loadSchemaTranslator(locale: LoadableLocale): Promise<SchemaTextTranslator> {
  if (locale === 'en') return Promise.resolve(untranslated);
  if (locale === PSEUDO_LOCALE) return Promise.resolve(pseudoSchemaTranslator(PSEUDO_WRAP.before, PSEUDO_WRAP.after));
  let loading = translators.get(locale);
  if (!loading) {
    const load = overlayModules[`../schemaOverlays/${locale}.json`];
    loading = (load ? (load() as Promise<SchemaOverlay>) : Promise.resolve({})).then((overlay) => schemaTextTranslator(translatableTexts(source), overlay));
    translators.set(locale, loading);
  }
  return loading;
}

const ready = new Map<LoadableLocale, SchemaTextTranslator>([['en', untranslated]]);

/**
 * Schema text (titles, descriptions, error messages, x-ui texts) in the reader's language:
 * `const schemaText = useSchemaText(); schemaText(step.title)`. English until the overlay has loaded.
 */
export function useSchemaText(): SchemaTextTranslator {
  const locale = useContext(LocaleContext)?.locale ?? activeLocale() ?? 'en';
  const [translator, setTranslator] = useState<{ locale: LoadableLocale; translate: SchemaTextTranslator }>(() => ({
    locale,
    translate: ready.get(locale) ?? untranslated,
  }));
  useEffect(() => {
    let live = true;
    void loadSchemaTranslator(locale).then((translate) => {
      ready.set(locale, translate);
      if (live) setTranslator({ locale, translate });
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return translator.locale === locale ? translator.translate : (ready.get(locale) ?? untranslated);
}

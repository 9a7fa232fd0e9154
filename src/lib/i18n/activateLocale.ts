import { activeI18n } from './activeI18n';
import { loadCatalog } from './loadCatalog';
import { PSEUDO_LOCALE, type LoadableLocale } from './locales';

let loaded: LoadableLocale | null = null;

/** The locale whose catalog the shared instance holds now, if any. */
export function activeLocale(): LoadableLocale | null {
  return loaded;
}

/**
 * Loads a language into the shared instance: the provider, test setup (English) and tests of one locale.
 * `<html lang>` follows, so screen readers pick a voice and the Devanagari font applies by it.
 */
export async function activateLocale(locale: LoadableLocale = 'en'): Promise<void> {
  const messages = await loadCatalog(locale);
  activeI18n.loadAndActivate({ locale: locale === PSEUDO_LOCALE ? 'en' : locale, messages });
  loaded = locale;
  if (typeof document !== 'undefined') document.documentElement.lang = locale === PSEUDO_LOCALE ? 'en' : locale;
}

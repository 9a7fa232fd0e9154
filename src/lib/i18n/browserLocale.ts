import { DEFAULT_LOCALE, isLocale, matchLocale, PSEUDO_LOCALE, type LoadableLocale, type Locale } from './locales';

const STORAGE_KEY = 'locale';

/**
 * The language to start with before anyone signs in: the last one chosen in this browser, else the
 * browser's own preference, else English. Once signed in, the language saved on the server wins.
 */
export function firstGuessLocale(): LoadableLocale {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    // The pseudo-locale is never offered; a test sets it here to walk the screens with every message marked.
    if (isLocale(stored) || stored === PSEUDO_LOCALE) return stored;
  } catch {
    // Storage can be blocked (private mode); the browser's languages still give a guess.
  }
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language];
  return matchLocale(languages) ?? DEFAULT_LOCALE;
}

export function rememberLocaleInBrowser(locale: Locale): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered in this browser; the server still keeps the signed-in user's choice.
  }
}

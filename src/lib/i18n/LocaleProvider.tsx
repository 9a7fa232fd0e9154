import { I18nProvider } from '@lingui/react';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { activateLocale, activeLocale } from './activateLocale';
import { activeI18n } from './activeI18n';
import { rememberLocaleInBrowser } from './browserLocale';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type LoadableLocale } from './locales';

interface LocaleContextValue {
  /** The language shown now. */
  locale: LoadableLocale;
  /** Loads the language's catalog, then switches every screen to it (and remembers it in this browser). */
  setLocale: (locale: LoadableLocale) => Promise<void>;
}

export const LocaleContext = createContext<LocaleContextValue | null>(null);

/**
 * Provides the interface language. Children render once the first catalog is in (a small chunk; nothing
 * flashes in the wrong language); when that catalog is already active (tests) they render at once.
 * A later switch keeps the old text until the new catalog has loaded.
 */
export function LocaleProvider({ initialLocale = DEFAULT_LOCALE, children }: { initialLocale?: LoadableLocale; children: ReactNode }) {
  const [locale, setShown] = useState<LoadableLocale | null>(() => (activeLocale() === initialLocale ? initialLocale : null));
  const requested = useRef<LoadableLocale>(initialLocale);

  const setLocale = useCallback(async (next: LoadableLocale) => {
    requested.current = next;
    await activateLocale(next);
    // A slower earlier request must not win over a later choice.
    if (requested.current !== next) return;
    setShown(next);
    if (next !== PSEUDO_LOCALE) rememberLocaleInBrowser(next);
  }, []);

  useEffect(() => {
    if (activeLocale() === initialLocale) return;
    let live = true;
    activateLocale(initialLocale).then(
      () => {
        if (live && requested.current === initialLocale) setShown(initialLocale);
      },
      (error: unknown) => console.error('The language could not load', error),
    );
    return () => {
      live = false;
    };
  }, [initialLocale]);

  const value = useMemo(() => (locale ? { locale, setLocale } : null), [locale, setLocale]);
  if (!value) return null;
  return (
    <LocaleContext.Provider value={value}>
      <I18nProvider i18n={activeI18n}>{children}</I18nProvider>
    </LocaleContext.Provider>
  );
}

export function useLocale(): LocaleContextValue {
  const value = useContext(LocaleContext);
  if (!value) throw new Error('useLocale needs a LocaleProvider above it');
  return value;
}

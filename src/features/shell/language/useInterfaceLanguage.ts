import { useCallback, useEffect } from 'react';
import { isLocale, PSEUDO_LOCALE, useLocale, type Locale } from '../../../lib/i18n';
import { useBackend, useSessionUser } from '../../../lib/session/AppServices';
import { readInterfaceLanguage, saveInterfaceLanguage } from './interfaceLanguageSetting';

/**
 * Once signed in, switches to the language saved on the server for this user (the browser's guess was
 * only a start). Call it once, where the dashboard frame renders.
 */
export function useRememberedLanguage(): void {
  const { documents } = useBackend();
  const uid = useSessionUser()?.uid ?? null;
  const { locale, setLocale } = useLocale();
  // The pseudo-locale (set by a test walking the screens) is never replaced by a saved language.
  const pseudo = locale === PSEUDO_LOCALE;
  useEffect(() => {
    if (!uid || pseudo) return;
    let live = true;
    void readInterfaceLanguage(documents, uid).then((saved) => {
      if (live && saved) void setLocale(saved);
    });
    return () => {
      live = false;
    };
  }, [documents, uid, setLocale, pseudo]);
}

/** The language on screen and how to choose another: switches at once, then saves it for this user. */
export function useChooseLanguage(): { locale: Locale; choose: (value: string) => void } {
  const { documents } = useBackend();
  const uid = useSessionUser()?.uid ?? null;
  const { locale, setLocale } = useLocale();
  const choose = useCallback(
    (value: string) => {
      if (!isLocale(value)) return;
      void setLocale(value);
      if (uid) void saveInterfaceLanguage(documents, uid, value).catch((error: unknown) => console.warn('The language choice was not saved', error));
    },
    [documents, uid, setLocale],
  );
  return { locale: isLocale(locale) ? locale : 'en', choose };
}

import { activeLocale } from './activateLocale';

/** The header every API request carries so the server answers in the language on screen (docs/api.md). */
export const LOCALE_HEADER = 'X-Locale';

/** The language on screen, for that header; null before any catalog loaded (the server then reads Accept-Language). */
export function localeHeaderValue(): string | null {
  return activeLocale();
}

// The interface-language API (docs/i18n.md). Import from 'src/lib/i18n' only, never from Lingui directly.
export { LocaleProvider, useLocale } from './LocaleProvider';
export { useT, type Translate } from './useT';
export { T } from './T';
export { translate } from './activeI18n';
export { msg, type MessageKey, type MessageRef, type MessageValues, type Translations } from './translations';
export { LOCALES, LOCALE_NAMES, PSEUDO_LOCALE, isLocale, matchLocale, parseAcceptLanguage, type Locale, type LoadableLocale } from './locales';
export { firstGuessLocale } from './browserLocale';
export { activateLocale } from './activateLocale';

/** The nine interface languages of spec 1 §1, in the order the language menu lists them. */
export const LOCALES = ['en', 'pt-BR', 'es', 'de', 'fr', 'ru', 'nl', 'it', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * A test-only locale: English with every message wrapped in ⟦…⟧, so a walk over the screens can find
 * text that did not come through the catalogs. Never offered in the menu.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type LoadableLocale = Locale | typeof PSEUDO_LOCALE;

/** How the pseudo-locale marks a translated text. */
export const PSEUDO_WRAP = { before: '⟦', after: '⟧' } as const;

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language named in itself, so a reader finds theirs whatever the screen is showing. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  'pt-BR': 'Português (Brasil)',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  ru: 'Русский',
  nl: 'Nederlands',
  it: 'Italiano',
  hi: 'हिन्दी',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isLoadableLocale(value: unknown): value is LoadableLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

/**
 * The best of our locales for a list of language tags in preference order (navigator.languages, or an
 * Accept-Language header parsed by `parseAcceptLanguage`): exact tag first, then the language alone
 * ('pt-PT' → 'pt-BR', 'de-AT' → 'de'); null when none fits.
 */
export function matchLocale(tags: readonly string[]): Locale | null {
  for (const tag of tags) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag.toLowerCase());
    if (exact) return exact;
    const language = tag.split('-')[0]?.toLowerCase();
    const sameLanguage = LOCALES.find((locale) => locale.split('-')[0]!.toLowerCase() === language);
    if (sameLanguage) return sameLanguage;
  }
  return null;
}

/** 'ru-RU,ru;q=0.9,en;q=0.5' → ['ru-RU', 'ru', 'en'] by quality, then by position. */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return { tag: tag.trim(), quality: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

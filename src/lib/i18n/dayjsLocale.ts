import type { LoadableLocale } from './locales';

// dayjs names Brazilian Portuguese 'pt-br'; the others match. One dynamic import each, so a date picker
// fetches only the language on screen (Mantine's DatesProvider formats months and weekdays through it).
const LOADERS: Record<Exclude<LoadableLocale, 'en' | 'en-XA'>, [code: string, load: () => Promise<unknown>]> = {
  'pt-BR': ['pt-br', () => import('dayjs/locale/pt-br')],
  es: ['es', () => import('dayjs/locale/es')],
  de: ['de', () => import('dayjs/locale/de')],
  fr: ['fr', () => import('dayjs/locale/fr')],
  ru: ['ru', () => import('dayjs/locale/ru')],
  nl: ['nl', () => import('dayjs/locale/nl')],
  it: ['it', () => import('dayjs/locale/it')],
  hi: ['hi', () => import('dayjs/locale/hi')],
};

/** Loads the dayjs locale of an interface language and gives its dayjs code ('en' needs nothing). */
export async function loadDayjsLocale(locale: LoadableLocale): Promise<string> {
  if (locale === 'en' || locale === 'en-XA') return 'en';
  const [code, load] = LOADERS[locale];
  await load();
  return code;
}

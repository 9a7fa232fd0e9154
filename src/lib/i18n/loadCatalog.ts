import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { LoadableLocale, Locale } from './locales';
import { PSEUDO_LOCALE, PSEUDO_WRAP } from './locales';
import type { LocaleCatalog } from './translations';

// One dynamic import per locale: each catalog is its own chunk, fetched only when that language is chosen.
const translated: Record<Exclude<Locale, 'en'>, () => Promise<LocaleCatalog>> = {
  'pt-BR': () => import('./catalogs/pt-BR').then((module) => module.catalog),
  es: () => import('./catalogs/es').then((module) => module.catalog),
  de: () => import('./catalogs/de').then((module) => module.catalog),
  fr: () => import('./catalogs/fr').then((module) => module.catalog),
  ru: () => import('./catalogs/ru').then((module) => module.catalog),
  nl: () => import('./catalogs/nl').then((module) => module.catalog),
  it: () => import('./catalogs/it').then((module) => module.catalog),
  hi: () => import('./catalogs/hi').then((module) => module.catalog),
};

/**
 * The compiled messages of one locale. English fills any key a translation lacks (`npm run i18n:check`
 * fails CI on those, so this only covers work in progress).
 */
export async function loadCatalog(locale: LoadableLocale): Promise<Record<string, CompiledMessage>> {
  const [{ compileCatalog }, { en }, own] = await Promise.all([
    import('./compileCatalog'),
    import('./catalogs/en'),
    locale === 'en' || locale === PSEUDO_LOCALE ? Promise.resolve({}) : translated[locale](),
  ]);
  return compileCatalog({ ...en, ...own } as Record<string, string>, locale === PSEUDO_LOCALE ? PSEUDO_WRAP : undefined);
}

import type { IncomingMessage } from 'node:http';
import { isLoadableLocale, matchLocale, parseAcceptLanguage, type LoadableLocale } from '../../lib/i18n/locales';

/**
 * The language a request wants its messages in: the `X-Locale` header the dashboard sends with the
 * language chosen in the menu, else the best match of `Accept-Language`, else English.
 */
export function requestLocale(req: IncomingMessage): LoadableLocale {
  const explicit = req.headers['x-locale'];
  if (isLoadableLocale(explicit)) return explicit;
  return matchLocale(parseAcceptLanguage(req.headers['accept-language'])) ?? 'en';
}

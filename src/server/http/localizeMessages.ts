import type { IncomingMessage } from 'node:http';
import { serverSchemaTranslator } from '../../lib/i18n/schema/nodeSchemaText';
import { serverMessageTranslator } from '../../lib/i18n/server/serverMessageTranslator';
import { requestLocale } from './requestLocale';

/**
 * A response's `message` (and each field error's) in the request's language. The spec's messages live
 * in schemas/ in English; their translations come from the locale's overlay. The server's own messages
 * (409 refusals, 404s, …: src/lib/i18n/server) come from its message table. Anything else stays as it is.
 */
export function localizeBody<T extends { message?: unknown; errors?: unknown }>(req: IncomingMessage, body: T): T {
  const locale = requestLocale(req);
  if (locale === 'en') return body;
  const schemaText = serverSchemaTranslator(locale);
  const serverText = serverMessageTranslator(locale);
  const translate = (english: string) => {
    const fromSchema = schemaText(english);
    return fromSchema !== english ? fromSchema : serverText(english);
  };
  const localized: T = { ...body };
  if (typeof body.message === 'string') localized.message = translate(body.message);
  if (Array.isArray(body.errors)) {
    localized.errors = body.errors.map((error: unknown) =>
      error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string'
        ? { ...error, message: translate((error as { message: string }).message) }
        : error,
    );
  }
  return localized;
}

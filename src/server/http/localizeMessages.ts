import type { IncomingMessage } from 'node:http';
import { serverKeyedTranslator } from '../../lib/i18n/schema/nodeSchemaText';
import { serverMessageTranslator } from '../../lib/i18n/server/serverMessageTranslator';
import { requestLocale } from './requestLocale';

/**
 * A response's `message` (and each field error's) in the request's language. The spec's messages live
 * in schemas/ in English; their translations come from the locale's overlay. The server's own messages
 * (409 refusals, 404s, …: src/lib/i18n/server) come from its message table. Anything else stays as it is.
 * A field error that names where its message is written (`messageKey`) is translated by that key (a
 * message shared through `$ref` is translated once, in its shared file); the key is not sent.
 */
export function localizeBody<T extends { message?: unknown; errors?: unknown; title?: unknown }>(req: IncomingMessage, body: T): T {
  const locale = requestLocale(req);
  const errors = Array.isArray(body.errors) ? (body.errors as unknown[]) : undefined;
  const keyOf = (error: unknown) => (error && typeof error === 'object' && typeof (error as { messageKey?: unknown }).messageKey === 'string' ? (error as { messageKey: string }).messageKey : undefined);
  const withoutKey = (error: unknown) => {
    if (!error || typeof error !== 'object' || !('messageKey' in error)) return error;
    const { messageKey: _key, ...rest } = error as Record<string, unknown>;
    return rest;
  };
  if (locale === 'en') return errors ? { ...body, errors: errors.map(withoutKey) } : body;
  const schemaText = serverKeyedTranslator(locale);
  const serverText = serverMessageTranslator(locale);
  const translate = (english: string, key?: string) => {
    const fromSchema = schemaText(key, english);
    return fromSchema !== english ? fromSchema : serverText(english);
  };
  const localized: T = { ...body };
  // The headline message is the first field error's: translated by that error's key when it says the same.
  const firstKey = errors && typeof body.message === 'string' && (errors[0] as { message?: unknown } | undefined)?.message === body.message ? keyOf(errors[0]) : undefined;
  if (typeof body.message === 'string') localized.message = translate(body.message, firstKey);
  if (typeof body.title === 'string') localized.title = translate(body.title);
  if (errors) {
    localized.errors = errors.map((error: unknown) =>
      error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string'
        ? { ...(withoutKey(error) as object), message: translate((error as { message: string }).message, keyOf(error)) }
        : withoutKey(error),
    );
  }
  return localized;
}

import type { IncomingMessage } from 'node:http';
import { HttpError } from './HttpError';
import { checkBodyKeys, checkJsonDepth } from './jsonBodyChecks';

export const JSON_BODY_LIMIT = 1_000_000;

const tooLarge = (): HttpError => new HttpError(413, 'Request body too large', { Connection: 'close' });

/**
 * Reads a JSON body of at most `limit` bytes. An empty body reads as `{}`. Nesting past
 * JSON_DEPTH_LIMIT and the keys `__proto__`, `constructor` and `prototype` anywhere are refused with 400.
 * Past the limit the rest is discarded unread, so the client still gets its 413 instead of a reset.
 */
export async function readJsonBody(req: IncomingMessage, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.resume();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      req.resume();
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return {};
  checkJsonDepth(text);
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Malformed JSON body');
  }
  checkBodyKeys(body);
  return body;
}

/** The body must be a JSON object (not an array, string or null). */
export async function readJsonObject(req: IncomingMessage, limit?: number): Promise<Record<string, unknown>> {
  const body = await readJsonBody(req, limit);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object');
  }
  return body as Record<string, unknown>;
}

import type { IncomingMessage } from 'node:http';
import { HttpError } from './HttpError';
import { checkBodyKeys, checkJsonDepth } from './jsonBodyChecks';

export const JSON_BODY_LIMIT = 1_000_000;

const tooLarge = (): HttpError => new HttpError(413, 'Request body too large', { Connection: 'close' });

/**
 * The body's bytes, refused past `limit` (the rest is then discarded unread). Plain stream events rather
 * than `for await`, whose async iterator cost about as much CPU as the rest of a small body's reading; the
 * listeners are inline (not named closures) and stay until the request is gone, ignoring what follows the answer.
 */
function readBytes(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Read to its end already: nothing more will come, as `for await` would find.
    if (req.readableEnded) return resolve(Buffer.alloc(0));
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    req.on('data', (chunk: Buffer) => {
      if (settled) return;
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      settled = true;
      req.resume();
      reject(tooLarge());
    });
    req.on('end', () => {
      if (settled) return;
      settled = true;
      resolve(Buffer.concat(chunks, size));
    });
    req.on('error', (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    });
    // Closed before its end (the client went away): the body is incomplete.
    req.on('close', () => {
      if (settled) return;
      settled = true;
      reject(Object.assign(new Error('The request closed before its body ended'), { code: 'ERR_STREAM_PREMATURE_CLOSE' }));
    });
  });
}

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
  const text = (await readBytes(req, limit)).toString('utf8').trim();
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

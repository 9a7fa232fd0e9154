import { badRequest } from '../http/HttpError';
import type { RequestContext } from '../http/Router';
import type { ServerContext } from '../ServerContext';

const HEARTBEAT_MS = 25_000;

function parseQuery(raw: string | null): unknown {
  if (raw === null || raw === '') return {};
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badRequest('Invalid query: "q" must be URL-encoded JSON');
  }
}

/**
 * Server-Sent Events for a live query: the result at once, then again after every committed write in
 * the collection whenever it differs from the last one sent.
 */
export async function listenHandler(ctx: ServerContext, collectionPath: string, { req, res, url }: RequestContext): Promise<void> {
  const query = parseQuery(url.searchParams.get('q'));
  // Run once before the stream opens so a bad query is a plain 400, not an event.
  let last = JSON.stringify({ docs: await ctx.docs.query(collectionPath, query) });
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.write(`data: ${last}\n\n`);
  const refresh = async () => {
    try {
      const next = JSON.stringify({ docs: await ctx.docs.query(collectionPath, query) });
      if (next === last) return;
      last = next;
      res.write(`data: ${next}\n\n`);
    } catch (error) {
      ctx.logger.error(`listen ${collectionPath}: query failed`, error);
      res.end();
    }
  };
  // The reads are async: one at a time, in commit order, so an older result never follows a newer one.
  let queue = Promise.resolve();
  const onChange = (changed: string) => {
    if (changed !== collectionPath) return;
    queue = queue.then(refresh);
  };
  const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), HEARTBEAT_MS);
  ctx.docs.events.on('change', onChange);
  const stop = () => {
    clearInterval(heartbeat);
    ctx.docs.events.off('change', onChange);
  };
  req.on('close', stop);
  res.on('close', stop);
}

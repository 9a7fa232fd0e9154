import type { AuthUser, DocData } from '../../backend/ports';
import { isPlainObject } from '../db/applyWrite';
import { checkKey } from '../db/forbiddenKeys';
import { decodePathSegments } from '../db/paths';
import { badRequest, notFound } from '../http/HttpError';
import { readJsonObject } from '../http/readJsonBody';
import { sendEmpty, sendJson } from '../http/respond';
import { Router } from '../http/Router';
import type { ServerContext } from '../ServerContext';
import { checkAccess, type AccessMode } from './checkAccess';
import { listenHandler } from './listenHandler';
import { WRITE_GUARDS } from './writeGuards';

// SQLite's JSON functions stop at 1000 levels (a deeper document fails its CHECK); stay well inside.
const MAX_DEPTH = 100;

function depthOf(value: unknown, limit: number): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (limit === 0) return 1;
  let deepest = 0;
  for (const child of Object.values(value)) deepest = Math.max(deepest, depthOf(child, limit - 1));
  return deepest + 1;
}

const tooDeep = (): never => {
  throw badRequest(`Document data is nested too deeply (at most ${MAX_DEPTH} levels)`);
};

function dataOf(body: Record<string, unknown>): DocData {
  if (!isPlainObject(body.data)) throw badRequest('"data" must be a JSON object');
  if (depthOf(body.data, MAX_DEPTH) > MAX_DEPTH) tooDeep();
  return body.data;
}

// A dotted key builds one level per segment, so `a.b.c: {}` nests as deep as `{ a: { b: { c: {} } } }`.
function checkUpdateKeys(data: DocData): void {
  for (const [key, value] of Object.entries(data)) {
    const parts = key.split('.');
    if (parts.some((part) => part === '')) throw badRequest(`Invalid field path in update: "${key}"`);
    parts.forEach(checkKey);
    if (parts.length + depthOf(value, MAX_DEPTH) > MAX_DEPTH) tooDeep();
  }
}

/** The documents API: get, set (merge), update, delete, add, query, listen (docs/api.md). */
export function docRoutes(ctx: ServerContext): Router {
  const target = (rest: string[], kind: 'document' | 'collection', user: AuthUser, mode: AccessMode) => {
    const segments = decodePathSegments(rest, kind);
    checkAccess(user, segments, mode);
    const guard = (before: DocData | null, after: DocData) => {
      for (const check of WRITE_GUARDS) check(user, segments, before, after);
    };
    return { path: segments.join('/'), guard };
  };
  return new Router()
    .add('GET', '/api/docs/*', async ({ rest, user, res, url }) => {
      const { path } = target(rest, 'document', user, 'read');
      const snapshot = await ctx.docs.get(path);
      // `?missing=null`: a missing document is an answer (200 null), not an error, so a browser reading an
      // optional document (settings not yet written) logs no failed request.
      if (!snapshot && url.searchParams.get('missing') === 'null') return sendJson(res, 200, null);
      if (!snapshot) throw notFound(`Document not found: ${path}`);
      sendJson(res, 200, snapshot);
    })
    .add('PUT', '/api/docs/*', async ({ rest, user, req, res }) => {
      const { path, guard } = target(rest, 'document', user, 'write');
      const body = await readJsonObject(req);
      if (body.merge !== undefined && typeof body.merge !== 'boolean') throw badRequest('"merge" must be true or false');
      sendJson(res, 200, await ctx.docs.set(path, dataOf(body), body.merge === true, guard));
    })
    .add('PATCH', '/api/docs/*', async ({ rest, user, req, res }) => {
      const { path, guard } = target(rest, 'document', user, 'write');
      const data = dataOf(await readJsonObject(req));
      checkUpdateKeys(data);
      sendJson(res, 200, await ctx.docs.update(path, data, guard));
    })
    .add('DELETE', '/api/docs/*', async ({ rest, user, res }) => {
      const { path } = target(rest, 'document', user, 'delete');
      await ctx.docs.delete(path);
      sendEmpty(res);
    })
    .add('POST', '/api/docs/*', async ({ rest, user, req, res }) => {
      const { path, guard } = target(rest, 'collection', user, 'write');
      sendJson(res, 201, await ctx.docs.add(path, dataOf(await readJsonObject(req)), guard));
    })
    .add('POST', '/api/query/*', async ({ rest, user, req, res }) => {
      const { path } = target(rest, 'collection', user, 'read');
      sendJson(res, 200, { docs: await ctx.docs.query(path, await readJsonObject(req)) });
    })
    .add(
      'GET',
      '/api/listen/*',
      async (requestContext) => {
        const { path } = target(requestContext.rest, 'collection', requestContext.user, 'read');
        await listenHandler(ctx, path, requestContext);
      },
      { tokenInQuery: true },
    );
}

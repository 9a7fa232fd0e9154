import type { IncomingMessage, ServerResponse } from 'node:http';
import { bearerToken, userFromIdToken } from '../auth/authenticate';
import type { ServerContext } from '../ServerContext';
import { HttpError, notFound, unauthenticated } from './HttpError';
import { localizeBody } from './localizeMessages';
import { sendJson } from './respond';
import type { RouteMatch, Router } from './Router';

export type Fallback = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const API_PREFIXES = ['/api/', '/svc/', '/files/'];
const isServicePath = (pathname: string) => pathname === '/svc' || pathname.startsWith('/svc/');
const isApiPath = (pathname: string) => pathname === '/api' || isServicePath(pathname) || API_PREFIXES.some((p) => pathname.startsWith(p));

function sendError(ctx: ServerContext, req: IncomingMessage, res: ServerResponse, error: unknown): void {
  if (!(error instanceof HttpError)) ctx.logger.error(`500 ${req.method} ${req.url}`, error);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (error instanceof HttpError) sendJson(res, error.status, localizeBody(req, { message: error.message }), error.headers);
  else sendJson(res, 500, { message: 'Something Went Wrong!' });
}

// refuse and hidesRoutes are module functions, not closures made per request (tsx names each closure it makes).
function refuse(ctx: ServerContext, req: IncomingMessage, pathname: string): HttpError {
  ctx.logger.warn(`401 Request unauthenticated: ${req.method} ${pathname} from ${req.socket.remoteAddress ?? '?'}`);
  return unauthenticated();
}

// Which service routes exist is not for strangers: an unknown /svc path, or a known one under another
// method (405), answers 401 to a caller without a valid token, as the real routes do.
async function hidesRoutes(ctx: ServerContext, req: IncomingMessage, url: URL, pathname: string): Promise<boolean> {
  return isServicePath(pathname) && !(await userFromIdToken(bearerToken(req, url, false), ctx.auth));
}

/**
 * Routes a request: API routes (authenticated unless public), then the app (static files or Vite).
 * The path is taken raw from the request line, never normalised, so `..` reaches the path checks.
 */
export function createRequestHandler(ctx: ServerContext, router: Router, fallback?: Fallback, checkHost: (req: IncomingMessage) => void = () => {}) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    try {
      checkHost(req);
      const raw = req.url ?? '/';
      const queryAt = raw.indexOf('?');
      const pathname = queryAt < 0 ? raw : raw.slice(0, queryAt);
      const url = new URL(`http://local${queryAt < 0 ? '' : raw.slice(queryAt)}`);
      let match: RouteMatch | null;
      try {
        match = router.match(req.method ?? 'GET', pathname);
      } catch (error) {
        throw (await hidesRoutes(ctx, req, url, pathname)) ? refuse(ctx, req, pathname) : error;
      }
      if (!match) {
        if (await hidesRoutes(ctx, req, url, pathname)) throw refuse(ctx, req, pathname);
        if (isApiPath(pathname) || !fallback) throw notFound(`Not found: ${req.method} ${pathname}`);
        return await fallback(req, res);
      }
      const { route, params, rest } = match;
      const user = route.public ? null : await userFromIdToken(bearerToken(req, url, route.tokenInQuery === true), ctx.auth);
      if (!route.public && !user) throw refuse(ctx, req, pathname);
      // Public routes never read `user`; the cast keeps handler signatures simple.
      await route.handler({ req, res, url, params, rest, user: user! });
    } catch (error) {
      sendError(ctx, req, res, error);
    }
  };
}

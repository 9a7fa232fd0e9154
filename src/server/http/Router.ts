import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AuthUser } from '../../backend/ports';
import { HttpError } from './HttpError';

/** What a handler receives. `rest` holds the raw (still URL-encoded) segments matched by a trailing `*`. */
export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  params: Record<string, string>;
  rest: string[];
  /** Set by the dispatcher before the handler runs, unless the route is public. */
  user: AuthUser;
}

export type Handler = (ctx: RequestContext) => Promise<void> | void;

export interface RouteOptions {
  /** No bearer token needed (sign-in, signed file downloads). */
  public?: boolean;
  /** Also accept the token as `?access_token=` (EventSource cannot send headers). */
  tokenInQuery?: boolean;
}

export interface Route extends RouteOptions {
  method: string;
  segments: string[];
  handler: Handler;
}

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
  rest: string[];
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new HttpError(400, 'Malformed URL');
  }
}

function matchSegments(pattern: string[], path: string[]): Omit<RouteMatch, 'route'> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const part = pattern[i]!;
    if (part === '*') return { params, rest: path.slice(i) };
    const actual = path[i];
    if (actual === undefined) return null;
    if (part.startsWith(':')) params[part.slice(1)] = decodeSegment(actual);
    else if (part !== actual) return null;
  }
  return path.length === pattern.length ? { params, rest: [] } : null;
}

/** A tiny method + path router: literal segments, `:name` parameters and a trailing `*`. */
export class Router {
  private readonly routes: Route[] = [];

  add(method: string, pattern: string, handler: Handler, options: RouteOptions = {}): this {
    this.routes.push({ method, segments: pattern.split('/').filter(Boolean), handler, ...options });
    return this;
  }

  /** Mounts another router's routes under a prefix (a platform service under `/svc/{name}`). */
  mount(prefix: string, other: Router): this {
    const head = prefix.split('/').filter(Boolean);
    for (const route of other.routes) this.routes.push({ ...route, segments: [...head, ...route.segments] });
    return this;
  }

  /** The matching route; a path known under another method gives 405, an unknown one null. */
  match(method: string, pathname: string): RouteMatch | null {
    const path = pathname.split('/').filter((s, i, all) => s !== '' || (i > 0 && i < all.length - 1));
    let pathKnown = false;
    for (const route of this.routes) {
      const found = matchSegments(route.segments, path);
      if (!found) continue;
      if (route.method === method || (method === 'HEAD' && route.method === 'GET')) return { route, ...found };
      pathKnown = true;
    }
    if (pathKnown) throw new HttpError(405, 'Method not allowed');
    return null;
  }
}

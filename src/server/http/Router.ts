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

/** How many segments a pattern starts with that are literal (before its first `:name` or `*`). */
function literalHead(segments: readonly string[]): number {
  const at = segments.findIndex((part) => part === '*' || part.startsWith(':'));
  return at < 0 ? segments.length : at;
}

/**
 * True when the path has the route's leading literal segments. When it does not, matchSegments answers null
 * for that route before reaching any parameter (nothing decoded, no 400), so the route is passed over
 * with a few string comparisons instead.
 */
function startsLike(route: Route, head: number, path: readonly string[]): boolean {
  for (let i = 0; i < head; i++) if (route.segments[i] !== path[i]) return false;
  return true;
}

/** A tiny method + path router: literal segments, `:name` parameters and a trailing `*`. */
export class Router {
  private readonly routes: Route[] = [];
  /** literalHead of each route's segments, by index in `routes`. */
  private readonly heads: number[] = [];

  private push(route: Route): void {
    this.routes.push(route);
    this.heads.push(literalHead(route.segments));
  }

  add(method: string, pattern: string, handler: Handler, options: RouteOptions = {}): this {
    this.push({ method, segments: pattern.split('/').filter(Boolean), handler, ...options });
    return this;
  }

  /** Mounts another router's routes under a prefix (a platform service under `/svc/{name}`). */
  mount(prefix: string, other: Router): this {
    const head = prefix.split('/').filter(Boolean);
    for (const route of other.routes) this.push({ ...route, segments: [...head, ...route.segments] });
    return this;
  }

  /** The matching route; a path known under another method gives 405, an unknown one null. */
  match(method: string, pathname: string): RouteMatch | null {
    const path = pathname.split('/').filter((s, i, all) => s !== '' || (i > 0 && i < all.length - 1));
    let pathKnown = false;
    for (let r = 0; r < this.routes.length; r++) {
      const route = this.routes[r]!;
      if (!startsLike(route, this.heads[r]!, path)) continue;
      const found = matchSegments(route.segments, path);
      if (!found) continue;
      if (route.method === method || (method === 'HEAD' && route.method === 'GET')) return { route, ...found };
      pathKnown = true;
    }
    if (pathKnown) throw new HttpError(405, 'Method not allowed');
    return null;
  }
}

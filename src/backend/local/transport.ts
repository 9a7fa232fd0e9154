import { LOCALE_HEADER, localeHeaderValue } from '../../lib/i18n/localeHeader';
import { BackendError, codeForStatus } from '../backendError';
import type { CookieStore } from './cookieStore';

export interface TransportOptions {
  baseUrl: string;
  fetch: typeof fetch;
  cookies: CookieStore;
}

export interface SendOptions {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
  token?: string | null;
  signal?: AbortSignal;
}

/** The one place the local adapter talks HTTP: base URL, cookies, bearer token and `{ message }` errors. */
export interface Transport {
  readonly baseUrl: string;
  readonly cookies: CookieStore;
  readonly fetch: typeof fetch;
  url(path: string): string;
  /** Sends a request; a non-2xx answer rejects with a BackendError carrying the server's message. */
  send(method: string, path: string, options?: SendOptions): Promise<Response>;
  sendJson<T>(method: string, path: string, options?: SendOptions): Promise<T>;
}

export function createTransport({ baseUrl, fetch, cookies }: TransportOptions): Transport {
  const root = baseUrl.replace(/\/+$/, '');
  const url = (path: string) => `${root}${path}`;

  async function send(method: string, path: string, options: SendOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...options.headers };
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const locale = localeHeaderValue();
    if (locale) headers[LOCALE_HEADER] = locale;
    const cookie = cookies.header();
    if (cookie) headers.cookie = cookie;
    let response: Response;
    try {
      response = await fetch(url(path), { method, headers, body, signal: options.signal, credentials: 'include' });
    } catch (error) {
      if (options.signal?.aborted) throw new BackendError('aborted', 'The request was cancelled');
      throw new BackendError('unavailable', `The server could not be reached (${String(error)})`);
    }
    cookies.absorb(response);
    if (!response.ok) throw await errorFrom(response);
    return response;
  }

  return {
    baseUrl: root,
    cookies,
    fetch,
    url,
    send,
    async sendJson<T>(method: string, path: string, options?: SendOptions): Promise<T> {
      const response = await send(method, path, options);
      return (await response.json()) as T;
    },
  };
}

/** Turns an error answer into a BackendError, keeping the server's `{ message }` word for word. */
export async function errorFrom(response: Response): Promise<BackendError> {
  let message = `${response.status} ${response.statusText}`.trim();
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // A body that is not JSON keeps the status line as the message.
  }
  return new BackendError(codeForStatus(response.status), message, response.status);
}

/** Encodes each segment of a slash-separated path, keeping the slashes. */
export function encodePath(path: string): string {
  return path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

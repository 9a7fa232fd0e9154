import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import { LOCALE_HEADER, localeHeaderValue } from '../../lib/i18n/localeHeader';
import type { Backend, ServiceName } from '../ports';
import { DEFAULT_ALERT_MESSAGE, type Notifier } from './notifier';

/**
 * What every service call resolves to: its result, or `undefined` when the request was cancelled or
 * aborted (spec 1 §8 "resolve silently"). HTTP failures and unreachable servers still reject.
 */
export type ServiceResult<T> = Promise<T | undefined>;

/** Per-call options the thin service functions pass through. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Skip the alert for this call (impersonation token: spec 1 §8 falls back silently). */
  quiet?: boolean;
}

/** A platform service: its ky instance and one `request` that applies the spec 1 §8 error behaviour. */
export interface ServiceClient {
  readonly name: ServiceName;
  /** Prefixed with the service base URL; adds the bearer token; alerts on HTTP failures. */
  readonly ky: KyInstance;
  /** Sends `method path` and parses the JSON answer (undefined for an empty body). */
  request<T>(method: Method, path: string, options?: RequestOptions): ServiceResult<T>;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head';

export interface RequestOptions extends CallOptions {
  json?: unknown;
  searchParams?: Record<string, string | number | boolean | undefined>;
}

/** spec 1 §8: logged when a request got no answer at all. */
export const NETWORK_CHECK_MESSAGE = 'No response from the server. Please check your network connection and try again.';

/** Builds the client for one service of `backend.serviceUrls`. */
export function createServiceClient(name: ServiceName, backend: Backend, notifier: Notifier): ServiceClient {
  const instance = ky.create({
    prefixUrl: backend.serviceUrls[name],
    credentials: 'include',
    // A retried POST could act twice, and a retried 500 would alert twice: one attempt, one outcome.
    retry: 0,
    hooks: {
      beforeRequest: [
        async (request) => {
          const token = await backend.auth.getIdToken();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
          // The server answers messages in the language on screen.
          const locale = localeHeaderValue();
          if (locale) request.headers.set(LOCALE_HEADER, locale);
        },
      ],
      beforeError: [
        async (error) => {
          const message = await serverMessage(error.response);
          if (message) error.message = message;
          const status = error.response.status;
          if (status !== 401 && status !== 404 && error.options.context.quiet !== true) {
            notifier.alert(message ?? DEFAULT_ALERT_MESSAGE);
          }
          return error;
        },
      ],
    },
  });

  async function request<T>(method: Method, path: string, options: RequestOptions = {}): ServiceResult<T> {
    const { quiet, searchParams, ...rest } = options;
    const kyOptions: Options = { ...rest, method, context: { quiet: quiet === true } };
    if (searchParams) kyOptions.searchParams = definedParams(searchParams);
    try {
      const response = await instance(path.replace(/^\/+/, ''), kyOptions);
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T | undefined;
    } catch (error) {
      if (isCancellation(error, options.signal)) return undefined;
      if (!(error instanceof HTTPError) && (error instanceof TimeoutError || error instanceof TypeError)) {
        console.warn(`${NETWORK_CHECK_MESSAGE} (${name}: ${method.toUpperCase()} ${path})`);
      }
      throw error;
    }
  }

  return { name, ky: instance, request };
}

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

function isCancellation(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

function definedParams(params: Record<string, string | number | boolean | undefined>): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as Record<
    string,
    string | number | boolean
  >;
}

import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Logger } from '../../src/server/logger';
import { startServer, type RunningServer, type StartServerOptions } from '../../src/server/startServer';

/** A logger that keeps every line, for tests that read what the server logged. */
export function collectingLogger(): { logs: string[]; logger: Logger } {
  const logs: string[] = [];
  return { logs, logger: { info: (m) => logs.push(m), warn: (m) => logs.push(m), error: (m, e) => logs.push(`${m} ${String(e)}`) } };
}

/** JSON requests to a running server, `token` as the bearer; an answer that is not JSON comes back as its text. */
export function jsonCaller(url: string): TestServer['call'] {
  return async (method, path, { token, body, headers = {} } = {}) => {
    const response = await fetch(url + path, {
      method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a file, a page): the raw text is the body.
    }
    return { status: response.status, body: parsed, headers: response.headers };
  };
}

export interface TestServer extends RunningServer {
  logs: string[];
  /** Signs in through session_verify and the custom-token exchange; returns the id token. */
  signIn(email: string, password: string): Promise<string>;
  /** A JSON request; `token` becomes the bearer. The body is loosely typed: tests reach into it freely. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  call(method: string, path: string, options?: { token?: string | null; body?: unknown; headers?: Record<string, string> }): Promise<{ status: number; body: any; headers: Headers }>;
  stop(): Promise<void>;
}

/** A real server on a random port over a fresh temp data folder, logging into `logs`. */
export async function startTestServer(options: StartServerOptions = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'server-test-'));
  const { logs, logger } = collectingLogger();
  const server = await startServer({ port: 0, dataDir, quiet: true, logger, ...options });
  const call = jsonCaller(server.url);
  const signIn = async (email: string, password: string) => {
    const verified = await call('POST', '/api/v1/session_verify', { body: { email, password } });
    if (verified.status !== 200) throw new Error(`sign-in failed: ${verified.status}`);
    const exchanged = await call('POST', '/api/auth/custom-token', { body: { token: verified.body.data } });
    return exchanged.body.idToken as string;
  };
  return {
    ...server,
    logs,
    call,
    signIn,
    stop: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A request sent byte for byte (fetch would normalise `..`, `%2e` and `\` in the path). */
export function rawRequest(url: string, method: string, path: string, headers: Record<string, string> = {}, body?: Buffer | string) {
  const { hostname, port } = new URL(url);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = request({ hostname, port, method, path, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The signing key of a data folder, to forge tokens that are validly signed but wrong in another way. */
export const readSecret = (dataDir: string) => Buffer.from(readFileSync(join(dataDir, 'token-secret.key'), 'utf8').trim(), 'hex');

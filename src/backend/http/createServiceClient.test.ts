import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuthPort, Backend, ServiceName } from '../ports';
import { createServiceClient, NETWORK_CHECK_MESSAGE } from './createServiceClient';
import type { Notifier } from './notifier';

let server: Server;
let baseUrl: string;
const seenAuthorization: string[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seenAuthorization.push(req.headers.authorization ?? '');
    const reply = (status: number, body?: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(body === undefined ? '' : JSON.stringify(body));
    };
    if (req.url === '/svc/ok') reply(200, { value: 42 });
    else if (req.url === '/svc/fail-with-message') reply(500, { message: 'Coupon code already exists' });
    else if (req.url === '/svc/fail-plain') reply(500);
    else if (req.url === '/svc/unauthenticated') reply(401, { message: 'Request unauthenticated' });
    else if (req.url === '/svc/missing') reply(404, { message: 'Not found' });
    else if (req.url === '/svc/slow') setTimeout(() => reply(200, {}), 2000);
    else reply(400, { message: 'unexpected test route' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function setup(serviceUrl = `${baseUrl}/svc`) {
  const auth = { getIdToken: async () => 'token-123' } as Partial<AuthPort> as AuthPort;
  const serviceUrls = { teacherDashboard: serviceUrl } as Record<ServiceName, string>;
  const backend: Backend = { kind: 'local', auth, serviceUrls, documents: undefined!, files: undefined! };
  const notifier = { alert: vi.fn<Notifier['alert']>(), toast: vi.fn<Notifier['toast']>() };
  return { client: createServiceClient('teacherDashboard', backend, notifier), notifier };
}

describe('createServiceClient error behaviour (spec 1 §8)', () => {
  it('returns the parsed answer and sends the bearer token', async () => {
    const { client, notifier } = setup();
    await expect(client.request('get', 'ok')).resolves.toEqual({ value: 42 });
    expect(seenAuthorization.at(-1)).toBe('Bearer token-123');
    expect(notifier.alert).not.toHaveBeenCalled();
  });

  it("alerts with the server's message on a 500 and rejects", async () => {
    const { client, notifier } = setup();
    await expect(client.request('post', 'fail-with-message', { json: {} })).rejects.toThrow('Coupon code already exists');
    expect(notifier.alert).toHaveBeenCalledExactlyOnceWith('Coupon code already exists');
  });

  it("alerts 'Something Went Wrong!' on a 500 without a message", async () => {
    const { client, notifier } = setup();
    await expect(client.request('get', 'fail-plain')).rejects.toThrow();
    expect(notifier.alert).toHaveBeenCalledExactlyOnceWith('Something Went Wrong!');
  });

  it.each(['unauthenticated', 'missing'])('does not alert on %s (401 / 404) but still rejects', async (path) => {
    const { client, notifier } = setup();
    await expect(client.request('get', path)).rejects.toThrow();
    expect(notifier.alert).not.toHaveBeenCalled();
  });

  it('does not alert for a quiet call', async () => {
    const { client, notifier } = setup();
    await expect(client.request('get', 'fail-plain', { quiet: true })).rejects.toThrow();
    expect(notifier.alert).not.toHaveBeenCalled();
  });

  it('resolves to undefined without alerting when the request is aborted', async () => {
    const { client, notifier } = setup();
    const controller = new AbortController();
    const pending = client.request('get', 'slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).resolves.toBeUndefined();
    expect(notifier.alert).not.toHaveBeenCalled();
  });

  it('logs a network-check message when nothing answers, without alerting', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { client, notifier } = setup(`http://127.0.0.1:${port}/svc`);
    await expect(client.request('get', 'ok')).rejects.toThrow();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining(NETWORK_CHECK_MESSAGE));
    expect(notifier.alert).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

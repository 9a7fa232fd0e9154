import { describe, expect, it } from 'vitest';
import { HttpError } from './HttpError';
import { Router } from './Router';

const handler = () => undefined;

function router(): Router {
  const inner = new Router().add('PUT', '/items/:id/steps/:step', handler).add('GET', '/items/:id', handler).add('GET', '/files/*', handler);
  return new Router().add('GET', '/health', handler).mount('/svc/one', inner).add('GET', '/svc/one/items/special', handler).add('GET', '/:any/x', handler);
}

const statusOf = (fn: () => unknown): number | null => {
  try {
    fn();
    return null;
  } catch (error) {
    return error instanceof HttpError ? error.status : -1;
  }
};

describe('Router.match', () => {
  it('finds a mounted route with its decoded parameters', () => {
    const match = router().match('PUT', '/svc/one/items/a%20b/steps/details');
    expect(match?.route.segments).toEqual(['svc', 'one', 'items', ':id', 'steps', ':step']);
    expect(match?.params).toEqual({ id: 'a b', step: 'details' });
  });

  it('answers the first route that matches, in the order they were added', () => {
    expect(router().match('GET', '/svc/one/items/special')?.route.segments).toEqual(['svc', 'one', 'items', ':id']);
  });

  it('matches a trailing * with the raw rest, and a leading parameter', () => {
    expect(router().match('GET', '/svc/one/files/a/b%2Fc')?.rest).toEqual(['a', 'b%2Fc']);
    expect(router().match('GET', '/anything/x')?.params).toEqual({ any: 'anything' });
  });

  it('answers 405 for a known path under another method, null for an unknown path', () => {
    expect(statusOf(() => router().match('POST', '/svc/one/items/a'))).toBe(405);
    expect(router().match('GET', '/svc/two/items/a')).toBeNull();
    expect(router().match('GET', '/svc/one/items/a/steps/b/c')).toBeNull();
  });

  it('refuses a malformed parameter with 400, but not in a route whose literal segments differ', () => {
    expect(statusOf(() => router().match('GET', '/svc/one/items/%E0'))).toBe(400);
    // No route starting /svc/other has a parameter to decode: '/:any/x' does not match a 4-segment path.
    expect(router().match('GET', '/svc/other/items/%E0')).toBeNull();
  });
});

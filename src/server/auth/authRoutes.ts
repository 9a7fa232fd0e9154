import type { ServerResponse } from 'node:http';
import type { AuthUser } from '../../backend/ports';
import { readCookies, serializeCookie } from '../http/cookies';
import { HttpError, unauthenticated } from '../http/HttpError';
import { readJsonObject } from '../http/readJsonBody';
import { sendJson } from '../http/respond';
import { Router } from '../http/Router';
import type { ServerContext } from '../ServerContext';
import { TOKEN_LIFETIME_SECONDS } from './TokenSigner';

export const SIGN_IN_FAILED = 'There has been a problem signing you in';
const SESSION_COOKIE = '__session';
const FLAG_COOKIE = 'hasSessionCookie';

function clearCookies(res: ServerResponse): void {
  res.setHeader('Set-Cookie', [
    serializeCookie(SESSION_COOKIE, '', { maxAgeSeconds: 0, httpOnly: true }),
    serializeCookie(FLAG_COOKIE, '', { maxAgeSeconds: 0 }),
  ]);
}

// Only the embedded backend signs in with a password here; on Firebase the browser signs in with Firebase Auth.
function passwords(ctx: ServerContext) {
  if (!ctx.passwords) throw new HttpError(404, 'Sign in with Firebase Auth: this backend has no password sign-in');
  return ctx.passwords;
}

function idTokenAnswer(ctx: ServerContext, user: AuthUser) {
  const { token, exp } = ctx.tokens.sign('id', user.uid, TOKEN_LIFETIME_SECONDS.id);
  return { idToken: token, expiresAt: exp * 1000, user };
}

/** session_verify and session_logout: also mounted under /svc/mainSite, as the spec calls both hosts. */
export function sessionRoutes(ctx: ServerContext): Router {
  return new Router()
    .add(
      'POST',
      '/api/v1/session_verify',
      async ({ req, res }) => {
        const { email, password } = await readJsonObject(req);
        if (typeof email !== 'string' || typeof password !== 'string' || email.length > 320 || password.length > 1024) {
          throw new HttpError(401, SIGN_IN_FAILED);
        }
        const user = await passwords(ctx).checkCredentials(email, password);
        if (!user) throw new HttpError(401, SIGN_IN_FAILED);
        const session = ctx.tokens.sign('session', user.uid, TOKEN_LIFETIME_SECONDS.session);
        const maxAgeSeconds = TOKEN_LIFETIME_SECONDS.session;
        res.setHeader('Set-Cookie', [
          serializeCookie(SESSION_COOKIE, session.token, { maxAgeSeconds, httpOnly: true }),
          serializeCookie(FLAG_COOKIE, 'true', { maxAgeSeconds }),
        ]);
        const custom = ctx.tokens.sign('custom', user.uid, TOKEN_LIFETIME_SECONDS.custom);
        sendJson(res, 200, { data: custom.token });
      },
      { public: true },
    )
    .add(
      'POST',
      '/api/v1/session_logout',
      ({ res }) => {
        clearCookies(res);
        sendJson(res, 200, {});
      },
      { public: true },
    );
}

/** Token exchange and session restore for the local AuthPort adapter. */
export function authRoutes(ctx: ServerContext): Router {
  return new Router()
    .add(
      'POST',
      '/api/auth/custom-token',
      async ({ req, res }) => {
        const { token } = await readJsonObject(req);
        const payload = ctx.tokens.verify(typeof token === 'string' ? token : null, 'custom');
        const user = payload ? await ctx.users.byUid(payload.sub) : null;
        if (!user) throw unauthenticated();
        sendJson(res, 200, idTokenAnswer(ctx, user));
      },
      { public: true },
    )
    .add(
      'POST',
      '/api/auth/session',
      async ({ req, res }) => {
        const payload = ctx.tokens.verify(readCookies(req)[SESSION_COOKIE], 'session');
        const user = payload ? await ctx.users.byUid(payload.sub) : null;
        if (!user) {
          clearCookies(res);
          throw unauthenticated();
        }
        sendJson(res, 200, idTokenAnswer(ctx, user));
      },
      { public: true },
    )
    .add('GET', '/api/auth/me', ({ res, user }) => sendJson(res, 200, { user }));
}

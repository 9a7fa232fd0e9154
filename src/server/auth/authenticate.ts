import type { IncomingMessage } from 'node:http';
import type { AuthUser } from '../../backend/ports';
import type { AuthTokensPort } from '../ports/auth';

/** The bearer token of a request: the Authorization header, or `?access_token=` where allowed. */
export function bearerToken(req: IncomingMessage, url: URL, allowQuery: boolean): string | null {
  const header = req.headers.authorization;
  if (header) {
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    return match ? match[1]! : null;
  }
  return allowQuery ? url.searchParams.get('access_token') : null;
}

/** The signed-in user behind an id token, or null (missing, forged, expired, wrong purpose, deleted user). */
export function userFromIdToken(token: string | null, auth: AuthTokensPort): Promise<AuthUser | null> {
  return auth.verifyIdToken(token);
}

// Cookies the browser code reads or clears. Names live here only, so the session, the error page
// and impersonation agree on them.

/** Set by the server next to the HttpOnly `__session`; JS reads it to decide whether to restore a session. */
export const SESSION_HINT_COOKIE = 'hasSessionCookie';
/** The HttpOnly session cookie; only the server can clear it (session_logout). */
export const SESSION_COOKIE = '__session';
/** Impersonation cookie, set on the parent domain so every dashboard host sees it (spec 1 §4). */
export const IMPERSONATION_COOKIE = 'impersonate_token';

function allCookies(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const part of source.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name) found.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return found;
}

/** The value of a readable cookie, or null. */
export function readCookie(name: string, source: string = document.cookie): string | null {
  return allCookies(source).get(name) ?? null;
}

export function hasCookie(name: string, source: string = document.cookie): boolean {
  return readCookie(name, source) !== null;
}

/** The domains a cookie for `hostname` may have been set on: the host itself and each parent domain. */
export function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  // IP addresses and single-label hosts (localhost) have no parent domain a cookie could sit on.
  if (labels.length < 2 || /^[\d.]+$/.test(hostname)) return [];
  const domains: string[] = [];
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(labels.slice(i).join('.'));
  return domains;
}

/** Expires a cookie on the current host and on every parent domain, whichever one set it. */
export function deleteCookie(name: string, hostname: string = window.location.hostname): void {
  const expired = `${name}=; Max-Age=0; Path=/`;
  document.cookie = expired;
  for (const domain of cookieDomains(hostname)) document.cookie = `${expired}; Domain=${domain}`;
}

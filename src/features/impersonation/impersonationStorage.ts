import { cookieDomains, deleteCookie, IMPERSONATION_COOKIE, readCookie } from '../../lib/cookies';
import type { ImpersonationTarget } from '../../../machines/impersonationMachine';

// The stored user id marks the impersonated state (spec 1 §4); the flag and the impersonator's
// e-mail travel with it so a reload restores exactly what was started.
const USER_ID_KEY = 'impersonated_user_id';
const OWN_TOKEN_KEY = 'impersonation_uses_own_token';
const IMPERSONATOR_KEY = 'impersonator_email';

/** The parent domain a cookie should sit on so sibling hosts see it; none for localhost and IP addresses. */
export function parentCookieDomain(hostname: string): string | null {
  const domains = cookieDomains(hostname);
  return domains[1] ?? domains[0] ?? null;
}

/** What was stored by the tab that started impersonating, or null. */
export function readStoredImpersonation(storage: Storage = localStorage): (ImpersonationTarget & { impersonatorEmail: string | null }) | null {
  const userId = storage.getItem(USER_ID_KEY);
  const token = readCookie(IMPERSONATION_COOKIE);
  if (!userId || !token) return null;
  return { userId, token, usingOwnToken: storage.getItem(OWN_TOKEN_KEY) === 'true', impersonatorEmail: storage.getItem(IMPERSONATOR_KEY) };
}

/** Writes the cookie on the parent domain and the stored user id. */
export function storeImpersonation(target: ImpersonationTarget, impersonatorEmail: string | null, storage: Storage = localStorage): void {
  const domain = parentCookieDomain(window.location.hostname);
  document.cookie = `${IMPERSONATION_COOKIE}=${encodeURIComponent(target.token)}; Path=/; SameSite=Lax${domain ? `; Domain=${domain}` : ''}`;
  storage.setItem(USER_ID_KEY, target.userId);
  storage.setItem(OWN_TOKEN_KEY, String(target.usingOwnToken));
  if (impersonatorEmail) storage.setItem(IMPERSONATOR_KEY, impersonatorEmail);
}

/** Clears the cookie wherever it was set, and the stored id. */
export function clearImpersonation(storage: Storage = localStorage): void {
  deleteCookie(IMPERSONATION_COOKIE);
  for (const key of [USER_ID_KEY, OWN_TOKEN_KEY, IMPERSONATOR_KEY]) storage.removeItem(key);
}

import { useState } from 'react';
import { IMPERSONATION_COOKIE, readCookie } from '../../lib/cookies';
import { useSessionUser } from '../../lib/session/AppServices';

/**
 * Re-cropping is for admins (spec 1 §6). An admin impersonating a publisher counts as one: impersonation
 * exists so an admin can work on a publisher's content, which is where a re-crop is needed; only an admin
 * can start it, and the session then holds the publisher, so the impersonation cookie (which carries
 * the admin-issued token the page restores on load) is what tells. A forged one would only show a button: a re-crop uploads new
 * crops, which Replace image already lets a publisher do.
 */
export function useCanRecrop(): boolean {
  const isAdmin = useSessionUser()?.isAdmin === true;
  const [impersonating] = useState(() => readCookie(IMPERSONATION_COOKIE) !== null);
  return isAdmin || impersonating;
}

import type { AuthUser } from '../../../backend/ports';
import { HttpError } from '../../http/HttpError';
import type { WizardStore } from '../../wizards/sideCollection';
import { checkId, isCoHost, requireRetreat } from './retreatDocs';
import type { RetreatRef } from './retreatStatusChange';

/** Why a co-host's write is refused: the listing shows on their profile, but it is the owner's to change (spec 2 §1). */
export const CO_HOST_READ_ONLY = 'A co-host can view this retreat but not change it';

/** The owner a call names: `user_id` (query) for an admin or a co-host reading, else the caller. */
export function ownerOf(user: AuthUser, url: URL): string {
  const named = url.searchParams.get('user_id');
  return named === null || named === '' ? user.uid : checkId(named, 'user id');
}

/**
 * The retreat a write acts on: the caller's own, or any publisher's for an admin. A co-host's write is
 * refused (403), anyone else's answered as missing (404), so nothing about other publishers leaks.
 */
export async function writableRetreat(store: WizardStore, user: AuthUser, url: URL, retreatId: string): Promise<RetreatRef> {
  const ref = { ownerUid: ownerOf(user, url), retreatId: checkId(retreatId, 'retreat id') };
  if (ref.ownerUid === user.uid || user.isAdmin) return ref;
  const data = await requireRetreat(store, ref.ownerUid, ref.retreatId);
  if (isCoHost(data, user.uid)) throw new HttpError(403, CO_HOST_READ_ONLY);
  throw new HttpError(404, 'Retreat not found');
}

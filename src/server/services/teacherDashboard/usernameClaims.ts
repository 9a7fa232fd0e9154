import type { DocData } from '../../../backend/ports';
import type { DocumentTransaction } from '../../ports/documents';

/**
 * Usernames are unique in any letter case ('Demo.Teacher' names the same public page as 'demo.teacher').
 * No store compares case-insensitively, so each username in use has a claim document keyed by its lower
 * case, `usernames/u_{lower}` = `{ uid, username }`, written in the same transaction as the username itself:
 * a check is one document read, not a read of every user (Firestore has no case-insensitive query). The
 * `u_` prefix keeps every username a valid id ('..' and '__x__' are not). Clients cannot read or write the
 * collection (no firestore.rules match; the documents API refuses unknown roots).
 */
export const USERNAME_CLAIMS = 'usernames';

export const usernameClaimPath = (username: string): string => `${USERNAME_CLAIMS}/u_${username.toLowerCase()}`;

type Store = Pick<DocumentTransaction, 'get' | 'query' | 'set' | 'delete'>;

/** Whether someone other than `uid` holds the username, in any letter case. */
export async function usernameTaken(store: Store, uid: string, username: string): Promise<boolean> {
  const claim = await store.get(usernameClaimPath(username));
  if (claim && claim.data.uid !== uid) return true;
  // A user document written without a claim (data from before claims existed, or written directly): the same
  // username in the same case, by an equality query (Firestore's automatic single-field index serves it).
  const same = await store.query('users', { where: [['username', '==', username]], limit: 2 });
  return same.some((doc) => doc.id !== uid);
}

/**
 * Records that `uid` holds `username` and frees the user's previous username (read from `users/{uid}` before
 * it changes). Call inside the transaction that writes the username, after `usernameTaken` said no.
 */
export async function claimUsername(store: Store, uid: string, username: string): Promise<void> {
  const previous = (await store.get(`users/${uid}`))?.data.username;
  if (typeof previous === 'string' && previous.toLowerCase() !== username.toLowerCase()) {
    const old = await store.get(usernameClaimPath(previous));
    if (old?.data.uid === uid) await store.delete(old.path);
  }
  await store.set(usernameClaimPath(username), { uid, username });
}

/** The claims of the usernames some `users/{uid}` documents hold (the demo seed writes them with the users). */
export function usernameClaimsOf(documents: Record<string, DocData>): Record<string, DocData> {
  const claims: Record<string, DocData> = {};
  for (const [path, data] of Object.entries(documents)) {
    const [root, uid, ...rest] = path.split('/');
    if (root === 'users' && uid && rest.length === 0 && typeof data.username === 'string') claims[usernameClaimPath(data.username)] = { uid, username: data.username };
  }
  return claims;
}

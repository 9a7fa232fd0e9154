import type { DocData } from '../../../backend/ports';
import { ACCOMMODATION_OPTIONS, RETREAT_COLLECTION, RETREAT_PRODUCT_TYPE } from '../../../domain/retreats/retreatStorage';
import { badRequest, notFound } from '../../http/HttpError';
import type { WizardStore } from '../../wizards/sideCollection';

/** The same answer for a missing retreat and for someone else's: nothing about other users leaks. */
export const retreatNotFound = () => notFound('Retreat not found');

/** A URL or body id: one path segment of letters, digits, `_` and `-`. */
export function checkId(value: unknown, what: string): string {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{1,128}$/.test(value)) throw badRequest(`${what} is not a valid id`);
  return value;
}

export const retreatPath = (uid: string, retreatId: string): string => `users/${uid}/${RETREAT_COLLECTION}/${retreatId}`;
export const retreatsPath = (uid: string): string => `users/${uid}/${RETREAT_COLLECTION}`;
export const optionsPath = (uid: string, retreatId: string): string => `${retreatPath(uid, retreatId)}/${ACCOMMODATION_OPTIONS}`;

/** A stored shop product is a retreat when its product type says so (absent: written before the type existed). */
export const isRetreat = (data: DocData): boolean => data.product_type === undefined || data.product_type === RETREAT_PRODUCT_TYPE;

/** The stored retreat, or 404 when it is missing, not a retreat, or another user's (the path holds the owner). */
export async function requireRetreat(store: WizardStore, uid: string, retreatId: string): Promise<DocData> {
  const data = (await store.get(retreatPath(uid, retreatId)))?.data;
  if (!data || !isRetreat(data)) throw retreatNotFound();
  return data;
}

/** Whether `uid` is the retreat's co-host (spec 2 §3 contributors: at most one, by id). */
export function isCoHost(data: DocData, uid: string): boolean {
  return Array.isArray(data.contributors) && data.contributors.some((c) => typeof c === 'object' && c !== null && (c as DocData).id === uid);
}

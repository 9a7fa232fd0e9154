import type { DocData } from '../../../backend/ports';
import type { DocumentReads } from '../../ports/documents';

/**
 * Where the teacher-dashboard figures live. The root `teacher_dashboard` is unknown to the documents
 * API (checkAccess answers 400), so only these service calls read it and only the platform writes it:
 * a publisher can neither read another's donations nor invent their own.
 */
export const TEACHER_DASHBOARD_ROOT = 'teacher_dashboard';
export const followersPath = (uid: string) => `${TEACHER_DASHBOARD_ROOT}/${uid}/followers`;
/** Gratitude posts (spec 3 §3): one per donation, with the reply fields the gratitude wall writes. */
export const donationsPath = (uid: string) => `${TEACHER_DASHBOARD_ROOT}/${uid}/donations`;
/** Shop sales of the publisher's shop products, as the payment provider reports them. */
export const shopPurchasesPath = (uid: string) => `${TEACHER_DASHBOARD_ROOT}/${uid}/shop_purchases`;

/** Every document of one collection with its id (the collections here are a year of one publisher's records). */
export async function readCollection(store: DocumentReads, collectionPath: string): Promise<Array<{ id: string; data: DocData }>> {
  return (await store.query(collectionPath)).map((doc) => ({ id: doc.id, data: doc.data }));
}

/** The epoch (ms) of a spec timestamp `{ epoch, iso_8601_datetime_tz }`, or NaN when absent. */
export function epochOf(value: unknown): number {
  if (value && typeof value === 'object' && typeof (value as { epoch?: unknown }).epoch === 'number') return (value as { epoch: number }).epoch;
  return Number.NaN;
}

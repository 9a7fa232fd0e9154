import {
  type CollectionReference,
  type Query as FirestoreQuery,
  type QueryConstraint,
  type QuerySnapshot,
  limit,
  orderBy,
  query,
  where,
} from 'firebase/firestore';
import type { DocData, DocSnapshot, Query } from '../ports';

/**
 * Builds the Firestore query for a port Query. Firestore's client SDK has no offset, so the query asks
 * for `offset + limit` documents and `pageOf` drops the first `offset` (fine for the small pages we use).
 */
export function toFirestoreQuery(collection: CollectionReference, spec: Query = {}): FirestoreQuery {
  const constraints: QueryConstraint[] = [];
  for (const [field, op, value] of spec.where ?? []) constraints.push(where(field, op, value));
  for (const [field, direction] of spec.orderBy ?? []) constraints.push(orderBy(field, direction));
  if (spec.limit !== undefined) constraints.push(limit(spec.limit + (spec.offset ?? 0)));
  return query(collection, ...constraints);
}

/** The snapshots of one page, after the emulated offset. */
export function pageOf<T extends DocData>(snapshot: QuerySnapshot, spec: Query = {}): DocSnapshot<T>[] {
  return snapshot.docs.slice(spec.offset ?? 0).map((doc) => ({ id: doc.id, path: doc.ref.path, data: doc.data() as T }));
}

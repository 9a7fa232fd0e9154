import { FieldPath, type DocumentSnapshot, type Firestore, type Query, type QuerySnapshot, type Transaction } from 'firebase-admin/firestore';
import type { DocData, DocSnapshot } from '../../backend/ports';
import { BufferedDocumentStore, type PendingWrite, type RawReader, type StorageEngine } from '../ports/bufferedDocuments';
import type { CreationOrder } from '../ports/documents';
import type { ParsedQuery } from '../ports/query';

const fieldPath = (field: string) => new FieldPath(...field.split('.'));

const toSnapshot = (doc: DocumentSnapshot): DocSnapshot => ({ id: doc.id, path: doc.ref.path, data: (doc.data() ?? {}) as DocData });

/** The checked query as a Firestore query: filters, field order, then document name (as SQLite orders by id). */
function build(base: Query, query: ParsedQuery, order: CreationOrder): Query {
  let q = base;
  for (const { field, op, value } of query.where) q = q.where(fieldPath(field), op, value);
  if (order.byCreation) return q; // ordered here by create time, then sliced (see read)
  for (const { field, direction } of query.orderBy) q = q.orderBy(fieldPath(field), direction);
  q = q.orderBy(FieldPath.documentId());
  if (query.offset > 0) q = q.offset(query.offset);
  if (query.limit >= 0) q = q.limit(query.limit);
  return q;
}

const millis = (doc: DocumentSnapshot) => doc.createTime?.toMillis() ?? 0;

/**
 * Firestore has no order by creation: documents that match are read and ordered by their create time
 * (then path), and offset and limit applied here. Used for one publisher's lists, not for unbounded ones.
 */
function read(snapshot: QuerySnapshot, query: ParsedQuery, order: CreationOrder): DocSnapshot[] {
  if (!order.byCreation) return snapshot.docs.map(toSnapshot);
  const sign = order.byCreation === 'asc' ? 1 : -1;
  const docs = [...snapshot.docs].sort((a, b) => sign * (millis(a) - millis(b)) || (a.ref.path < b.ref.path ? -1 : a.ref.path > b.ref.path ? 1 : 0));
  return docs.slice(query.offset, query.limit < 0 ? undefined : query.offset + query.limit).map(toSnapshot);
}

class FirestoreEngine implements StorageEngine {
  readonly reader: RawReader;

  constructor(private readonly db: Firestore) {
    this.reader = this.readerOf(null);
  }

  private readerOf(tx: Transaction | null): RawReader {
    const db = this.db;
    const getQuery = (q: Query) => (tx ? tx.get(q) : q.get());
    return {
      async get(path) {
        const ref = db.doc(path);
        const doc = tx ? await tx.get(ref) : await ref.get();
        return doc.exists ? toSnapshot(doc) : null;
      },
      async query(collectionPath, query, order) {
        return read(await getQuery(build(db.collection(collectionPath), query, order)), query, order);
      },
      async collectionGroup(collectionId, query, order) {
        return read(await getQuery(build(db.collectionGroup(collectionId), query, order)), query, order);
      },
      // Sub-collections are listed (not part of a transaction's reads: Firestore cannot lock a listing).
      async descendants(docPath) {
        const out: string[] = [];
        const visit = async (path: string): Promise<void> => {
          for (const collection of await db.doc(path).listCollections()) {
            const existing = new Set((await getQuery(collection)).docs.map((d) => d.ref.path));
            for (const doc of await collection.listDocuments()) {
              await visit(doc.path);
              if (existing.has(doc.path)) out.push(doc.path);
            }
          }
        };
        await visit(docPath);
        return out.sort((a, b) => b.length - a.length || (a < b ? -1 : a > b ? 1 : 0));
      },
    };
  }

  transact<T>(body: (reader: RawReader) => Promise<{ result: T; writes: PendingWrite[] }>): Promise<T> {
    // Firestore's own transaction: reads lock what they read, the commit fails on contention and the
    // SDK runs the body again. Writes are buffered by the caller and handed over here, after every read.
    return this.db.runTransaction(async (tx) => {
      const { result, writes } = await body(this.readerOf(tx));
      for (const { path, data } of writes) {
        if (data === null) tx.delete(this.db.doc(path));
        else tx.set(this.db.doc(path), data);
      }
      return result;
    });
  }
}

/** The documents port over Firestore (firebase-admin). */
export class FirestoreDocumentStore extends BufferedDocumentStore {
  constructor(db: Firestore) {
    super(new FirestoreEngine(db));
  }
}

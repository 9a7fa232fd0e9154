import { type Firestore, collection, doc, getDoc, getDocs, onSnapshot } from 'firebase/firestore';
import type { DocData, DocSnapshot, DocumentsPort } from '../ports';
import { mapped, toBackendError } from './firebaseErrors';
import { pageOf, toFirestoreQuery } from './firebaseQuery';

/** The writing half of a DocumentsPort: the server service's documents API (docs/api.md). */
export type DocumentWrites = Pick<DocumentsPort, 'set' | 'update' | 'delete' | 'add'>;

/**
 * DocumentsPort on Firebase: reads (and live lists) straight from Firestore, which `firestore.rules` limits to
 * the owner and admins; every write goes to the server service, the same `/api/docs` calls the local adapter
 * makes, with the Firebase ID token. The server validates it (ownership, owned fields, shapes) and writes with
 * the Admin SDK; the rules refuse the same writes from a client (docs/parity.md).
 */
export function createFirebaseDocuments(db: Firestore, writes: DocumentWrites): DocumentsPort {
  return {
    get<T extends DocData = DocData>(path: string) {
      return mapped(async () => {
        const snapshot = await getDoc(doc(db, path));
        return snapshot.exists() ? ({ id: snapshot.id, path: snapshot.ref.path, data: snapshot.data() as T } satisfies DocSnapshot<T>) : null;
      });
    },
    set: (path, data, options) => writes.set(path, data, options),
    update: (path, data) => writes.update(path, data),
    delete: (path) => writes.delete(path),
    add: (collectionPath, data) => writes.add(collectionPath, data),
    query<T extends DocData = DocData>(collectionPath: string, spec = {}) {
      return mapped(async () => pageOf<T>(await getDocs(toFirestoreQuery(collection(db, collectionPath), spec)), spec));
    },
    subscribe<T extends DocData = DocData>(
      collectionPath: string,
      spec: Parameters<DocumentsPort['subscribe']>[1],
      onNext: (docs: DocSnapshot<T>[]) => void,
      onError?: (error: Error) => void,
    ) {
      return onSnapshot(
        toFirestoreQuery(collection(db, collectionPath), spec),
        (snapshot) => onNext(pageOf<T>(snapshot, spec)),
        (error) => onError?.(toBackendError(error)),
      );
    },
  };
}

import {
  type Firestore,
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  onSnapshot,
  setDoc,
  updateDoc,
} from 'firebase/firestore';
import type { DocData, DocSnapshot, DocumentsPort } from '../ports';
import { mapped, toBackendError } from './firebaseErrors';
import { pageOf, toFirestoreQuery } from './firebaseQuery';

/** DocumentsPort on Firestore; `firestore.rules` states the ownership the embedded server enforces. */
export function createFirebaseDocuments(db: Firestore): DocumentsPort {
  return {
    get<T extends DocData = DocData>(path: string) {
      return mapped(async () => {
        const snapshot = await getDoc(doc(db, path));
        return snapshot.exists() ? ({ id: snapshot.id, path: snapshot.ref.path, data: snapshot.data() as T } satisfies DocSnapshot<T>) : null;
      });
    },
    set: (path, data, options) => mapped(() => setDoc(doc(db, path), data, { merge: options?.merge === true })),
    update: (path, data) => mapped(() => updateDoc(doc(db, path), data)),
    delete: (path) => mapped(() => deleteDoc(doc(db, path))),
    add(collectionPath, data) {
      return mapped(async () => {
        const ref = await addDoc(collection(db, collectionPath), data);
        return { id: ref.id, path: ref.path, data };
      });
    },
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

import type { AuthPort, DocData, DocSnapshot, DocumentsPort } from '../ports';
import { BackendError } from '../backendError';
import { encodePath, type Transport } from './transport';
import { subscribeToQuery } from './subscribeToQuery';

/** DocumentsPort on the embedded server's /api/docs, /api/query and /api/listen routes. */
export function createLocalDocuments(transport: Transport, auth: AuthPort): DocumentsPort {
  const call = async <T>(method: string, path: string, json?: unknown): Promise<T> =>
    transport.sendJson<T>(method, path, { json, token: await auth.getIdToken() });

  return {
    async get<T extends DocData = DocData>(path: string) {
      try {
        // A missing document answers 200 null (no failed request in the browser's console).
        return await call<DocSnapshot<T> | null>('GET', `/api/docs/${encodePath(path)}?missing=null`);
      } catch (error) {
        if (error instanceof BackendError && error.code === 'not-found') return null;
        throw error;
      }
    },
    async set(path, data, options) {
      await call('PUT', `/api/docs/${encodePath(path)}`, { data, merge: options?.merge === true });
    },
    async update(path, data) {
      await call('PATCH', `/api/docs/${encodePath(path)}`, { data });
    },
    async delete(path) {
      await transport.send('DELETE', `/api/docs/${encodePath(path)}`, { token: await auth.getIdToken() });
    },
    add(collectionPath, data) {
      return call<DocSnapshot>('POST', `/api/docs/${encodePath(collectionPath)}`, { data });
    },
    async query<T extends DocData = DocData>(collectionPath: string, query = {}) {
      const { docs } = await call<{ docs: DocSnapshot<T>[] }>('POST', `/api/query/${encodePath(collectionPath)}`, query);
      return docs;
    },
    subscribe(collectionPath, query, onNext, onError) {
      return subscribeToQuery(transport, auth, collectionPath, query, onNext as (docs: DocSnapshot[]) => void, onError);
    },
  };
}

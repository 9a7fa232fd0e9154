import { deleteApp, initializeApp } from 'firebase/app';
import { getStorage } from 'firebase/storage';
import type { QuerySnapshot } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { BackendError } from '../backendError';
import { createFirebaseFiles } from './firebaseFiles';
import { toBackendError } from './firebaseErrors';
import { pageOf } from './firebaseQuery';

// The parts of the firebase adapter that need no emulator; the port contracts cover the rest
// (tests/contracts/firebase.test.ts, when the emulator variables are set).
function fakeSnapshot(ids: string[]): QuerySnapshot {
  const docs = ids.map((id) => ({ id, ref: { path: `c/${id}` }, data: () => ({ id }) }));
  return { docs } as unknown as QuerySnapshot;
}

describe('firebase adapter without emulators', () => {
  it('emulates offset by dropping the first documents of an offset + limit query', () => {
    expect(pageOf(fakeSnapshot(['a', 'b', 'c', 'd']), { limit: 2, offset: 2 }).map((d) => d.id)).toEqual(['c', 'd']);
    expect(pageOf(fakeSnapshot(['a', 'b']), {}).map((d) => d.path)).toEqual(['c/a', 'c/b']);
  });

  it.each([
    ['permission-denied', 'permission-denied'],
    ['storage/unauthorized', 'permission-denied'],
    ['storage/object-not-found', 'not-found'],
    ['storage/canceled', 'aborted'],
    ['not-found', 'not-found'],
    ['something-else', 'unknown'],
  ])('maps the SDK code %s to %s', (code, expected) => {
    const error = Object.assign(new Error('sdk says no'), { code });
    expect(toBackendError(error).code).toBe(expected);
  });

  it('refuses an oversize upload with the spec message before sending anything', async () => {
    const app = initializeApp({ apiKey: 'k', projectId: 'demo-x', storageBucket: 'demo-x.appspot.com' }, 'caps-test');
    try {
      const files = createFirebaseFiles(getStorage(app), 500);
      const big = new Blob([new Uint8Array(5_000_001)], { type: 'application/pdf' });
      const error = await files.upload('u/uploads/a.pdf', big, { category: 'accreditation' }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BackendError);
      expect((error as BackendError).message).toBe('File upload failed: Ensure your files are under 5MB in size.');
      const image = new Blob([new Uint8Array(20_000_000)], { type: 'image/png' });
      await expect(files.upload('u/uploads/a.png', image, { category: 'image' })).rejects.toThrow('Please select a file smaller than 20MB');
    } finally {
      await deleteApp(app);
    }
  });
});

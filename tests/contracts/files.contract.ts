import { beforeAll, describe, expect, it } from 'vitest';
import type { Backend, UploadProgress } from '../../src/backend/ports';
import { isAbortError } from '../../src/backend/backendError';
import { rulesIt, signedIn, uniqueName, type ContractOptions, type TargetGetter } from './contractTarget';
import { sampleFile } from '../fixtures/fileSamples';

// A PNG's first bytes (the local server checks them), then a pattern to compare after a round trip.
function bytes(size: number, seed = 7): Blob {
  const data = sampleFile('image/png', size);
  for (let i = 12; i < size; i += 1) data[i] = (i * seed) & 0xff;
  return new Blob([data], { type: 'image/png' });
}

/** The FilesPort contract, in the signed-in user's own `{uid}/uploads/…` folder. */
export function filesContract(getTarget: TargetGetter, options: ContractOptions = {}): void {
  describe('FilesPort', () => {
    const itWithRules = rulesIt(options);
    let files: Backend['files'];
    let folder: string;

    beforeAll(async () => {
      const session = await signedIn(getTarget(), getTarget().a);
      files = session.backend.files;
      folder = `${session.uid}/uploads/${uniqueName('contract_files')}`;
    });

    it('uploads with progress events that reach 100%', async () => {
      const blob = bytes(300_000);
      const progress: UploadProgress[] = [];
      const stored = await files.upload(`${folder}/original.png`, blob, {
        category: 'image',
        contentType: 'image/png',
        onProgress: (p) => progress.push(p),
      });
      expect(stored).toMatchObject({ name: 'original.png', fullPath: `${folder}/original.png`, size: 300_000, contentType: 'image/png' });
      expect(progress.length).toBeGreaterThan(1);
      expect(progress.at(-1)).toEqual({ bytesTransferred: 300_000, totalBytes: 300_000 });
      const transferred = progress.map((p) => p.bytesTransferred);
      expect([...transferred].sort((x, y) => x - y)).toEqual(transferred);
    });

    it('lists the files directly inside a folder', async () => {
      await files.upload(`${folder}/listed/a.png`, bytes(10), { category: 'image', contentType: 'image/png' });
      await files.upload(`${folder}/listed/b.png`, bytes(20), { category: 'image', contentType: 'image/png' });
      const listed = await files.list(`${folder}/listed`);
      expect(listed.map((f) => [f.name, f.size]).sort()).toEqual([['a.png', 10], ['b.png', 20]]);
      expect(listed.every((f) => f.fullPath.startsWith(`${folder}/listed/`))).toBe(true);
    });

    it('gives a download URL fetchable without headers', async () => {
      const blob = bytes(5000, 13);
      await files.upload(`${folder}/download.png`, blob, { category: 'image', contentType: 'image/png' });
      const url = await files.downloadUrl(`${folder}/download.png`);
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array(await blob.arrayBuffer()));
    });

    it('deletes a file', async () => {
      await files.upload(`${folder}/gone/x.png`, bytes(10), { category: 'image', contentType: 'image/png' });
      await files.delete(`${folder}/gone/x.png`);
      await expect(files.list(`${folder}/gone`)).resolves.toEqual([]);
    });

    it('lists a missing folder as empty', async () => {
      await expect(files.list(`${folder}/never-created`)).resolves.toEqual([]);
    });

    itWithRules("lists another user's folder as empty and refuses to touch their files", async () => {
      await files.upload(`${folder}/mine.png`, bytes(10), { category: 'image', contentType: 'image/png' });
      const other = await signedIn(getTarget(), getTarget().b);
      await expect(other.backend.files.list(folder)).resolves.toEqual([]);
      await expect(other.backend.files.downloadUrl(`${folder}/mine.png`)).rejects.toThrow();
      await expect(other.backend.files.delete(`${folder}/mine.png`)).rejects.toThrow();
      await expect(
        other.backend.files.upload(`${folder}/intruder.png`, bytes(10), { category: 'image', contentType: 'image/png' }),
      ).rejects.toThrow();
      expect((await files.list(folder)).map((f) => f.name)).not.toContain('intruder.png');
    });

    it('leaves nothing behind when an upload is aborted midway', async () => {
      const controller = new AbortController();
      const size = 4_000_000;
      const upload = files.upload(`${folder}/aborted/big.png`, bytes(size), {
        category: 'image',
        contentType: 'image/png',
        signal: controller.signal,
        onProgress: (p) => {
          if (p.bytesTransferred < size) controller.abort();
        },
      });
      const outcome = await upload.then(
        () => 'completed',
        (error: unknown) => (isAbortError(error) ? 'aborted' : String(error)),
      );
      expect(outcome).toBe('aborted');
      // The server notices the broken request asynchronously; give it a moment before looking.
      await new Promise((resolve) => setTimeout(resolve, 300));
      await expect(files.list(`${folder}/aborted`)).resolves.toEqual([]);
    });
  });
}

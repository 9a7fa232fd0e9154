import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FilesPort, StoredFile, UploadProgress } from '../../../backend/ports';
import { ImageUploader } from './ImageUploader';
import { MediaTestProvider } from './testing/MediaTestProvider';

vi.mock('../../../lib/media/readImageSize', () => ({ readImageSize: async () => ({ width: 1600, height: 1600 }) }));
vi.mock('./ImageCropStep', () => ({
  default: ({ onSave }: { onSave(c: Record<string, Blob>): void }) => (
    <button onClick={() => onSave({ square: new Blob(['ssss']), rectangle: new Blob(['rrrr']), portrait: new Blob(['pppp']) })}>Save</button>
  ),
}));

interface OpenUpload {
  report(p: UploadProgress): void;
  finish(): void;
}

/** Uploads stay open until the test finishes them; progress events are sent by the test. */
function controlledFiles() {
  const open = new Map<string, OpenUpload>();
  const stored: StoredFile[] = [];
  let releaseUrl: () => void = () => {};
  const urlHeld = new Promise<void>((resolve) => (releaseUrl = resolve));
  const files: FilesPort = {
    upload: (fullPath, file, options) =>
      new Promise((resolve) => {
        const entry: StoredFile = { name: fullPath.split('/').pop()!, fullPath, size: file.size, contentType: 'image/jpeg', updatedAt: '' };
        open.set(fullPath.split('/').pop()!, {
          report: (p) => options?.onProgress?.(p),
          finish: () => {
            stored.push(entry);
            resolve(entry);
          },
        });
      }),
    list: vi.fn(async () => [...stored]),
    delete: async () => {},
    downloadUrl: async (fullPath) => {
      await urlHeld;
      return `http://files.test/${fullPath}`;
    },
  };
  return { files, open, releaseUrl };
}

const row = (name: string) => within(screen.getByRole('list', { name: 'Files being uploaded' })).getByText(name).closest('li')!;

describe('ImageUploader upload tracking', () => {
  it('shows the four files loading, one bar with the bytes percentage averaged across them, then the refreshed list', async () => {
    const { files, open, releaseUrl } = controlledFiles();
    const onChange = vi.fn();
    const user = userEvent.setup({ applyAccept: false });
    render(
      <MediaTestProvider files={files}>
        <ImageUploader id="img" label="Course image" value={undefined} onChange={onChange} limits={{ minSide: 1600 }} />
      </MediaTestProvider>,
    );
    await user.upload(screen.getByLabelText('Course image file'), new File([new Uint8Array(8)], 'photo.png', { type: 'image/png' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    await screen.findByRole('dialog', { name: 'Uploading images' });
    await waitFor(() => expect(open.size).toBe(4));
    for (const name of ['square.jpeg', 'rectangle.jpeg', 'portrait.jpeg', 'original.jpeg']) expect(row(name)).toHaveAccessibleName(`${name}: Uploading`);
    expect(screen.getByTestId('upload-percent')).toHaveTextContent('0%');

    open.get('square.jpeg')!.report({ bytesTransferred: 2, totalBytes: 4 });
    open.get('rectangle.jpeg')!.report({ bytesTransferred: 4, totalBytes: 4 });
    // (50% + 100% + 0% + 0%) / 4, rounded down
    await waitFor(() => expect(screen.getByTestId('upload-percent')).toHaveTextContent('37%'));
    open.get('portrait.jpeg')!.report({ bytesTransferred: 4, totalBytes: 4 });
    open.get('original.jpeg')!.report({ bytesTransferred: 4, totalBytes: 8 });
    await waitFor(() => expect(screen.getByTestId('upload-percent')).toHaveTextContent('75%'));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '75');
    expect(files.list).not.toHaveBeenCalled();

    for (const upload of open.values()) upload.finish();
    await waitFor(() => expect(files.list).toHaveBeenCalledWith('u1/uploads/courses/c1'));
    await waitFor(() => expect(row('original.jpeg')).toHaveAccessibleName('original.jpeg: Uploaded'));
    expect(row('square.jpeg')).toHaveAccessibleName('square.jpeg: Uploaded');

    releaseUrl();
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uploading images' })).toBeNull());
  });
});

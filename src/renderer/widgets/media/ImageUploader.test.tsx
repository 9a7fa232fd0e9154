import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MediaFile } from '../../../lib/media/mediaFile';
import { ImageUploader } from './ImageUploader';
import { fakeFiles } from './testing/fakeFiles';
import { MediaTestProvider } from './testing/MediaTestProvider';

// jsdom decodes no pixels and runs no cropper: the size read and the crop step are stood in for.
const imageSize = vi.hoisted(() => ({ width: 1600, height: 1600 }));
vi.mock('../../../lib/media/readImageSize', () => ({ readImageSize: async () => ({ ...imageSize }) }));
vi.mock('./ImageCropStep', () => ({
  default: ({ onSave, onBack }: { onSave(c: Record<string, Blob>): void; onBack(): void }) => (
    <div>
      <button onClick={onBack}>Choose a different image</button>
      <button onClick={() => onSave({ square: new Blob(['s']), rectangle: new Blob(['r']), portrait: new Blob(['p']) })}>Save</button>
    </div>
  ),
}));

const png = (bytes = 10) => new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' });
const saved: MediaFile = { fileName: 'original.jpeg', remoteFile: 'u1/uploads/courses/c1/original.jpeg', url: 'http://x/square.jpeg', mime: 'image/png', bytes: 10, width: 1600, height: 1600 };

function setup(value?: MediaFile, props: Partial<Parameters<typeof ImageUploader>[0]> = {}, initial: string[] = []) {
  const fake = fakeFiles(initial);
  const onChange = vi.fn();
  const user = userEvent.setup({ applyAccept: false });
  render(
    <MediaTestProvider files={fake.files}>
      <ImageUploader id="img" label="Course image" value={value} onChange={onChange} limits={{ minSide: 1600 }} {...props} />
    </MediaTestProvider>,
  );
  return { ...fake, onChange, user };
}

describe('ImageUploader', () => {
  it.each([
    ['a gif', new File(['x'], 'a.gif', { type: 'image/gif' }), 'Please select a jpeg or png image'],
    ['a 20 MB png', png(20_000_000), 'Please select a file smaller than 20MB'],
  ])('rejects %s before reading it', async (_name, file, message) => {
    const { user } = setup();
    await user.upload(screen.getByLabelText('Course image file'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('shows the size rule in red under the uploader', async () => {
    imageSize.width = 1599;
    const { user } = setup();
    await user.upload(screen.getByLabelText('Course image file'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Size of image should be at least 1600 x 1600 pixels');
    imageSize.width = 1600;
  });

  it('uses the between message when a maximum is set', async () => {
    imageSize.height = 5001;
    const fake = fakeFiles();
    const user = userEvent.setup();
    render(
      <MediaTestProvider files={fake.files}>
        <ImageUploader id="img" label="Track image" value={undefined} onChange={() => {}} limits={{ minSide: 1600, maxSide: 5000 }} />
      </MediaTestProvider>,
    );
    await user.upload(screen.getByLabelText('Track image file'), png());
    expect(await screen.findByRole('alert')).toHaveTextContent('Size of image must be between 1600 x 1600 and 5000 x 5000 pixels');
    imageSize.height = 1600;
  });

  it('crops, uploads the three crops and the original, and reports the original as the value', async () => {
    const { user, calls, onChange } = setup();
    await user.upload(screen.getByLabelText('Course image file'), png());
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(calls).toEqual([
      'upload u1/uploads/courses/c1/square.jpeg image',
      'upload u1/uploads/courses/c1/rectangle.jpeg image',
      'upload u1/uploads/courses/c1/portrait.jpeg image',
      'upload u1/uploads/courses/c1/original.jpeg image',
    ]);
    expect(onChange.mock.calls[0]![0]).toMatchObject({ fileName: 'original.jpeg', mime: 'image/png', width: 1600, height: 1600, bytes: 10 });
  });

  it('deletes after Confirm Deletion, in the spec order, then runs the after-deletion callback', async () => {
    const onAfterDelete = vi.fn();
    const folder = 'u1/uploads/courses/c1';
    const { user, calls, onChange } = setup(saved, { onAfterDelete }, ['square.jpeg', 'rectangle.jpeg', 'portrait.jpeg', 'square_thumbnail.jpeg'].map((n) => `${folder}/${n}`));
    await user.click(screen.getByRole('button', { name: 'Delete Images' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this image? This action cannot be undone.');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onAfterDelete).toHaveBeenCalled());
    expect(calls).toEqual(['portrait', 'rectangle', 'square', 'square_thumbnail'].map((n) => `delete ${folder}/${n}.jpeg`));
    expect(onChange).toHaveBeenCalledWith(undefined);
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { user, calls } = setup(saved);
    await user.click(screen.getByRole('button', { name: 'Delete Images' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await act(async () => {});
    expect(calls).toEqual([]);
  });

  it('hides Replace image while submitting and offers Recrop only with a stored original', () => {
    setup({ ...saved, remoteFile: undefined }, { submitting: true });
    expect(screen.queryByRole('button', { name: 'Replace image' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Recrop image' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Images' })).toBeEnabled();
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MediaFile } from '../../../lib/media/mediaFile';
import { ImageUploader } from './ImageUploader';
import { fakeFiles } from './testing/fakeFiles';
import { MediaTestProvider } from './testing/MediaTestProvider';

const stored: MediaFile = { fileName: 'original.jpeg', remoteFile: 'u1/uploads/courses/c1/original.jpeg', mime: 'image/png', bytes: 10, width: 1600, height: 1600 };

function show(value: MediaFile) {
  const fake = fakeFiles();
  const downloadUrl = vi.spyOn(fake.files, 'downloadUrl');
  const onChange = vi.fn();
  render(
    <MediaTestProvider files={fake.files}>
      <ImageUploader id="img" label="Course image" value={value} onChange={onChange} limits={{ minSide: 1600 }} />
    </MediaTestProvider>,
  );
  return { downloadUrl, onChange };
}

describe('ImageUploader preview', () => {
  it('previews a saved image that has only its stored reference, without storing the URL', async () => {
    const { downloadUrl, onChange } = show(stored);
    expect(await screen.findByRole('img', { name: 'Course image preview' })).toHaveAttribute('src', 'http://files.test/u1/uploads/courses/c1/original.jpeg');
    expect(downloadUrl).toHaveBeenCalledWith(stored.remoteFile);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uses the value’s own URL when it has one', async () => {
    const { downloadUrl } = show({ ...stored, url: 'http://x/square.jpeg' });
    expect(await screen.findByRole('img', { name: 'Course image preview' })).toHaveAttribute('src', 'http://x/square.jpeg');
    expect(downloadUrl).not.toHaveBeenCalled();
  });
});

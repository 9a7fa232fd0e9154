import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgressModal } from './UploadProgressModal';

describe('UploadProgressModal', () => {
  it('marks a local file pending, one in flight uploading and a stored one uploaded', async () => {
    render(
      <MantineProvider env="test">
        <UploadProgressModal
          state={{
            percent: 40,
            items: [
              { id: 'a', fileName: 'a.mp3', file: new Blob(['a']) },
              { id: 'b', fileName: 'b.mp3', file: new Blob(['b']), loading: true },
              { id: 'c', fileName: 'c.mp3', remoteFile: 'u/c.mp3' },
            ],
          }}
        />
      </MantineProvider>,
    );
    // The dialog's module (LazyModal) arrives after the first render; then the dialog shows.
    expect(await screen.findByRole('dialog', { name: 'Uploading files' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'a.mp3: Pending' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'b.mp3: Uploading' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'c.mp3: Uploaded' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '40');
  });

  it('is closed when nothing is uploading', () => {
    render(
      <MantineProvider env="test">
        <UploadProgressModal state={null} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

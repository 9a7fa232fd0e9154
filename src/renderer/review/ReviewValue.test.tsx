import { MantineProvider } from '@mantine/core';
import { render as renderBare, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { FilesPort } from '../../backend/ports';
import { MediaUploadContext, type MediaUploadTarget } from '../widgets/media/MediaUploadContext';
import { ReviewValue } from './ReviewValue';

// Only downloadUrl is read by the review; the rest of the port is never reached here.
const files = { downloadUrl: async (path: string) => `https://files.test/${path}` } as unknown as FilesPort;
const render = (ui: ReactNode) => renderBare(<MantineProvider env="test">{ui}</MantineProvider>);
const target: MediaUploadTarget = { files, folder: 'u1/uploads/retreats/r1', audioMaxMb: 100, confirmDeletion: false };

describe('review values that are not plain text', () => {
  it('an image list shows a thumbnail per stored image, in order, not the file references', async () => {
    const images = [
      { fileName: 'room.jpg', remoteFile: 'u1/uploads/retreats/r1/accommodations/a/room.jpg' },
      { fileName: 'view.jpg', remoteFile: 'u1/uploads/retreats/r1/accommodations/a/view.jpg' },
    ];
    render(
      <MediaUploadContext.Provider value={target}>
        <ReviewValue schema={{ type: 'array' }} widget="imageList" value={images} label="Room photos" />
      </MediaUploadContext.Provider>,
    );
    const second = await screen.findByRole('img', { name: 'Room photos, image 2 of 2' });
    expect(second).toHaveAttribute('src', 'https://files.test/u1/uploads/retreats/r1/accommodations/a/view.jpg');
    expect(screen.queryByText(/remoteFile|accommodations\/a/)).toBeNull();
  });

  it('an image storage cannot serve falls back to its file name', async () => {
    render(<ReviewValue schema={{ type: 'array' }} widget="imageList" value={[{ fileName: 'meal.jpg' }]} label="Meals" />);
    expect(await screen.findByText('meal.jpg')).toBeInTheDocument();
  });

  it('a terms acceptance reads as the moment it was accepted, not ISO text', () => {
    render(<ReviewValue schema={{ type: 'string' }} widget="acceptedAt" value="2026-03-05T14:30:00.000Z" label="Terms" />);
    expect(screen.getByText(/^Accepted .*2026/)).toBeInTheDocument();
    expect(screen.queryByText(/T14:30/)).toBeNull();
  });

  it('a calendar day reads as the language writes it, not YYYY-MM-DD', async () => {
    render(<ReviewValue schema={{ type: 'string', format: 'date' }} widget="date" value="2027-02-07" label="Start date" />);
    expect(screen.getByText('Feb 7, 2027')).toBeInTheDocument();
    expect(screen.queryByText('2027-02-07')).toBeNull();
  });
});

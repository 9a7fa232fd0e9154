import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FilesPort } from '../../../../backend/ports';
import { MediaUploadContext } from '../MediaUploadContext';

/** Mantine plus an upload target on `u1/uploads/courses/c1` (tests only). */
export function MediaTestProvider({ files, children, confirmDeletion = true, audioMaxMb = 5 }: { files: FilesPort; children: ReactNode; confirmDeletion?: boolean; audioMaxMb?: number }) {
  return (
    <MantineProvider env="test">
      <MediaUploadContext.Provider value={{ files, folder: 'u1/uploads/courses/c1', audioMaxMb, confirmDeletion }}>{children}</MediaUploadContext.Provider>
    </MantineProvider>
  );
}

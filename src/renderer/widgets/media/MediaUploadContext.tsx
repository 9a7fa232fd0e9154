import { createContext, useContext } from 'react';
import type { Notifier } from '../../../backend/http/notifier';
import type { FilesPort } from '../../../backend/ports';
import { DEFAULT_AUDIO_MAX_MB } from '../../../lib/media/audioRules';

/** Where the media widgets store files: the screen provides it (e.g. `{uid}/uploads/courses/{courseId}`). */
export interface MediaUploadTarget {
  files: FilesPort;
  /** Storage folder without a trailing slash; null while the item has no id yet. */
  folder: string | null;
  /** Audio size cap in MB from configuration. */
  audioMaxMb: number;
  /** Whether deletions ask 'Confirm Deletion' first. */
  confirmDeletion: boolean;
  /** Where toasts go (the video uploader's 'Invalid video duration'); without one they show under the widget. */
  notifier?: Notifier;
}

export const MediaUploadContext = createContext<MediaUploadTarget | null>(null);

/** The upload target, or an error naming the missing provider. */
export function useMediaUploadTarget(): MediaUploadTarget {
  const target = useContext(MediaUploadContext);
  if (!target) throw new Error('MediaUploadContext.Provider is missing above this media widget');
  return target;
}

export const defaultMediaOptions = { audioMaxMb: DEFAULT_AUDIO_MAX_MB, confirmDeletion: true } as const;

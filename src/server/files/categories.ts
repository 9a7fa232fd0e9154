import type { FileCategory } from '../../backend/ports';
import { HttpError } from '../http/HttpError';
import { imageUploadLimit } from './imageUploadLimit';
import { sizeCapMessage as capMessage } from './sizeCapMessage';
import type { SniffedType } from './sniffType';

export interface CategoryRule {
  maxBytes: number;
  tooLargeMessage: string;
  /** Accepted types: the declared Content-Type and the type the first bytes show must both be one of them. */
  types: readonly SniffedType[];
  typeMessage: string;
}

const MB = 1_000_000;

// The file kinds the product stores (spec 1 §3, §5, §8; spec 2 certificates and terms; spec 3 workshop
// materials): images, mp3 audio, mp4 video and PDF documents. Never HTML, SVG, scripts or XML: served
// from the app's origin, those would run as the app.
const OTHER_TYPES: readonly SniffedType[] = ['application/pdf', 'image/jpeg', 'image/png', 'audio/mpeg', 'video/mp4'];

/** Size caps and accepted types per upload category (spec 1 §5, §8, §9); audio's cap is configured. */
export function categoryRule(category: string, audioMaxMb: number): CategoryRule {
  switch (category as FileCategory) {
    case 'image': {
      const limit = imageUploadLimit();
      return { maxBytes: limit.maxBytes, tooLargeMessage: limit.message, types: ['image/jpeg', 'image/png'], typeMessage: 'Images must be JPEG or PNG files.' };
    }
    case 'accreditation':
      return {
        maxBytes: 5 * MB,
        tooLargeMessage: 'File upload failed: Ensure your files are under 5MB in size.',
        types: ['application/pdf', 'image/jpeg', 'image/png'],
        typeMessage: 'Accreditation files must be PDF, JPEG or PNG files.',
      };
    case 'promoVideo':
      return { maxBytes: 100 * MB, tooLargeMessage: capMessage(100), types: ['video/mp4'], typeMessage: 'Videos must be MP4 files.' };
    case 'hlsVideo':
      // A converted video's playlist and segments (spec 1 §4 'Video uploader'); a segment of a few seconds
      // is far under the ceiling, which only keeps one upload from filling the disk.
      return { maxBytes: 100 * MB, tooLargeMessage: capMessage(100), types: ['application/vnd.apple.mpegurl', 'video/mp2t'], typeMessage: 'Videos must be HLS playlists and MPEG-TS segments.' };
    case 'audio':
      return { maxBytes: audioMaxMb * MB, tooLargeMessage: capMessage(audioMaxMb), types: ['audio/mpeg'], typeMessage: 'Audio must be a valid MP3 file.' };
    case 'other':
      // Not capped by the spec; a ceiling still keeps one upload from filling the disk.
      return { maxBytes: 100 * MB, tooLargeMessage: capMessage(100), types: OTHER_TYPES, typeMessage: 'Files must be PDF, JPEG, PNG, MP3 or MP4 files.' };
    default:
      throw new HttpError(400, `Unknown file category: ${category}`);
  }
}

/** The media type of a Content-Type header, without parameters, lower-cased. */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

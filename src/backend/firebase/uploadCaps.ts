import { audioTooLargeMessage } from '../../lib/media/audioRules';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from '../../lib/media/imageRules';
import type { FileCategory } from '../ports';

const MB = 1_000_000;

/**
 * Size caps per upload category (spec 1 §5, §8), checked before an upload starts so the user reads the
 * spec's message; `storage.rules` enforces the same caps by content type on the server side.
 */
export function uploadCap(category: FileCategory, audioMaxMb: number): { maxBytes: number; message: string } {
  // The audio uploader's size text (schemas/common/media.schema.json), as the local server's refusal uses it.
  const cap = (mb: number) => ({ maxBytes: mb * MB, message: audioTooLargeMessage(mb) });
  switch (category) {
    case 'image':
      // The shared image rule (under 20,000,000 bytes), as the uploader and the local server apply it.
      return { maxBytes: IMAGE_MAX_BYTES, message: IMAGE_TOO_LARGE };
    case 'accreditation':
      return { maxBytes: 5 * MB, message: 'File upload failed: Ensure your files are under 5MB in size.' };
    case 'audio':
      return cap(audioMaxMb);
    case 'promoVideo':
    case 'hlsVideo':
    case 'other':
      return cap(100);
  }
}

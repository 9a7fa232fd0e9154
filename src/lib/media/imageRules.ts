import mediaSchema from '../../../schemas/common/media.schema.json';

/** Shared image rules (spec 1 §5): jpeg or png, under 20 MB, sides of at least 1600 px. Types, limit and messages are the schema's. */
export const IMAGE_TYPES: readonly string[] = mediaSchema.$defs.image.fileMimeTypes;
const IMAGE_TYPE_MESSAGE: string = mediaSchema.$defs.image.errorMessage.fileMimeTypes;
/** The largest image accepted, in bytes, and its message: the schema's, which the server reads too. */
export const IMAGE_MAX_BYTES: number = mediaSchema.$defs.image.fileMaxBytes;
export const IMAGE_TOO_LARGE: string = mediaSchema.$defs.image.errorMessage.fileMaxBytes;
export const IMAGE_MIN_SIDE = 1600;
export const IMAGE_JPEG_QUALITY = 0.8;

export interface ImageLimits {
  minSide: number;
  maxSide?: number;
  /**
   * The field's own messages for its pixel rules (its `errorMessage.imageMinSide` / `imageMaxSide`),
   * so the check before upload says what the validator would. Absent only where no schema field
   * draws the uploader (the profile picture): the shared rule's wording is used then.
   */
  messages?: { minSide?: string; maxSide?: string };
}

const asNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);
const asText = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The pixel limits and their messages an image field's schema states (`imageMinSide`, `imageMaxSide`, `errorMessage`). */
export function imageLimitsOf(schema: Record<string, unknown>): ImageLimits {
  const minSide = asNumber(schema.imageMinSide) ?? IMAGE_MIN_SIDE;
  const maxSide = asNumber(schema.imageMaxSide);
  const errorMessage = schema.errorMessage;
  const shared = asText(errorMessage);
  const keyed = typeof errorMessage === 'object' && errorMessage !== null ? (errorMessage as Record<string, unknown>) : {};
  const messages = { minSide: asText(keyed.imageMinSide) ?? shared, maxSide: asText(keyed.imageMaxSide) ?? shared };
  return maxSide === undefined ? { minSide, messages } : { minSide, maxSide, messages };
}

/** The message the uploader shows before reading the pixels, or null when type and size pass. */
export function imageFileError(file: { type: string; size: number }): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return IMAGE_TYPE_MESSAGE;
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  return null;
}

/** The message for an image whose sides break the limits, or null. */
export function imageSizeError(width: number, height: number, { minSide, maxSide, messages = {} }: ImageLimits): string | null {
  const tooSmall = width < minSide || height < minSide;
  const tooLarge = maxSide !== undefined && (width > maxSide || height > maxSide);
  if (!tooSmall && !tooLarge) return null;
  const stated = tooSmall ? messages.minSide : messages.maxSide;
  if (stated) return stated;
  return maxSide !== undefined ? `Size of image must be between ${minSide} x ${minSide} and ${maxSide} x ${maxSide} pixels` : `Size of image should be at least ${minSide} x ${minSide} pixels`;
}

/** The three crops of an image set (spec 1 §3 'Uploaded file item', §5 crop ratios). */
export const CROPS = [
  { name: 'square', label: 'Square (1:1)', aspectRatio: 1 },
  { name: 'rectangle', label: 'Landscape (16:9)', aspectRatio: 16 / 9 },
  { name: 'portrait', label: 'Portrait (10:14)', aspectRatio: 10 / 14 },
] as const;

export type CropName = (typeof CROPS)[number]['name'];

export const ORIGINAL_FILE_NAME = 'original.jpeg';
export const cropFileName = (crop: CropName) => `${crop}.jpeg`;

/** Deletion order: portrait, rectangle, square, then the thumbnail when one exists. */
export const DELETION_ORDER = ['portrait.jpeg', 'rectangle.jpeg', 'square.jpeg'] as const;
export const THUMBNAIL_PATTERN = /thumbnail/i;

/** An image set is recognised by file names containing one of these words. */
export function isImageSetFile(name: string): boolean {
  return /portrait|rectangle|square|thumbnail/i.test(name);
}

/** Full paths to delete, in order, given the names present in the folder. */
export function imageSetDeletionPaths(folder: string, present: readonly string[]): string[] {
  const crops = DELETION_ORDER.map((name) => `${folder}/${name}`);
  const thumbnails = present.filter((name) => THUMBNAIL_PATTERN.test(name)).map((name) => `${folder}/${name}`);
  return [...crops, ...thumbnails];
}

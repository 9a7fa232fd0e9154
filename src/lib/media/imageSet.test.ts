import { describe, expect, it } from 'vitest';
import { CROPS, cropFileName, imageSetDeletionPaths, isImageSetFile } from './imageSet';

describe('image set', () => {
  it('crops square 1:1, landscape 16:9 and portrait 10:14 into square, rectangle and portrait jpegs', () => {
    expect(CROPS.map((c) => [cropFileName(c.name), c.aspectRatio])).toEqual([
      ['square.jpeg', 1],
      ['rectangle.jpeg', 16 / 9],
      ['portrait.jpeg', 10 / 14],
    ]);
  });

  it('deletes portrait, rectangle, square, then a thumbnail if present', () => {
    expect(imageSetDeletionPaths('u/uploads/courses/c', ['original.jpeg', 'square.jpeg'])).toEqual([
      'u/uploads/courses/c/portrait.jpeg',
      'u/uploads/courses/c/rectangle.jpeg',
      'u/uploads/courses/c/square.jpeg',
    ]);
    expect(imageSetDeletionPaths('f', ['square_thumbnail.jpeg']).at(-1)).toBe('f/square_thumbnail.jpeg');
  });

  it('recognises image set names', () => {
    expect(['portrait.jpeg', 'a_thumbnail.png', 'original.jpeg'].map(isImageSetFile)).toEqual([true, true, false]);
  });
});

import { describe, expect, it } from 'vitest';
import { audioFileError, durationOrError, INVALID_MP3, LARGE_FILE_WARNING_BYTES } from './audioRules';
import { imageFileError, imageLimitsOf, imageSizeError } from './imageRules';

describe('image rules (spec 1 §5)', () => {
  it.each([
    [{ type: 'image/png', size: 19_999_999 }, null],
    [{ type: 'image/jpeg', size: 20_000_000 }, 'Please select a file smaller than 20MB'],
    [{ type: 'image/gif', size: 10 }, 'Please select a jpeg or png image'],
  ])('file %o → %s', (file, message) => expect(imageFileError(file)).toBe(message));

  it.each([
    [1600, 1600, undefined, null],
    [1599, 2000, undefined, 'Size of image should be at least 1600 x 1600 pixels'],
    [1600, 5000, 5000, null],
    [1600, 5001, 5000, 'Size of image must be between 1600 x 1600 and 5000 x 5000 pixels'],
    [1500, 1600, 5000, 'Size of image must be between 1600 x 1600 and 5000 x 5000 pixels'],
  ])('%i x %i (max %s) → %s', (w, h, maxSide, message) => expect(imageSizeError(w, h, { minSide: 1600, maxSide })).toBe(message));

  it('says what the field schema says, before upload', () => {
    const field = { imageMinSide: 1200, imageMaxSide: 4000, errorMessage: { imageMinSide: 'At least 1200 px a side, please', imageMaxSide: 'At most 4000 px a side' } };
    const limits = imageLimitsOf(field);
    expect(limits).toMatchObject({ minSide: 1200, maxSide: 4000 });
    expect(imageSizeError(1199, 1500, limits)).toBe('At least 1200 px a side, please');
    expect(imageSizeError(1500, 4001, limits)).toBe('At most 4000 px a side');
    expect(imageSizeError(1200, 4000, limits)).toBeNull();
    // One message for the field covers both rules.
    expect(imageSizeError(10, 10, imageLimitsOf({ imageMinSide: 1600, errorMessage: 'Too small' }))).toBe('Too small');
  });
});

describe('audio rules (spec 1 §5 Audio upload)', () => {
  it.each([
    [{ type: 'audio/mpeg', name: 'a.mp3', size: 1000 }, null],
    [{ type: '', name: 'a.MP3', size: 1000 }, null],
    [{ type: 'audio/wav', name: 'a.wav', size: 1000 }, INVALID_MP3],
    [{ type: 'audio/mpeg', name: 'a.mp3', size: 5_000_001 }, 'Max allowed file size is 5MB.'],
  ])('%o → %s', (file, message) => expect(audioFileError(file, 5)).toBe(message));

  it('reads NaN and infinite durations as not available', () => {
    expect(durationOrError(Number.NaN)).toEqual({ error: 'Duration is not available.' });
    expect(durationOrError(Number.POSITIVE_INFINITY)).toEqual({ error: 'Duration is not available.' });
    expect(durationOrError(181.5)).toEqual({ seconds: 181.5 });
  });

  it('warns above 102400 KB', () => expect(LARGE_FILE_WARNING_BYTES).toBe(104_857_600));
});

import { describe, expect, it } from 'vitest';
import mediaSchema from '../../../schemas/common/media.schema.json';
import { AudioReadError, audioFileError, audioUploadOptions, durationOrError, INVALID_MP3, largeFileWarningBytes } from './audioRules';
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
    for (const duration of [Number.NaN, Number.POSITIVE_INFINITY, 0]) {
      const result = durationOrError(duration);
      expect('error' in result && result.error).toBeInstanceOf(AudioReadError);
      expect('error' in result && result.error.message).toBe('Duration is not available.');
    }
    expect(durationOrError(181.5)).toEqual({ seconds: 181.5 });
    expect(new AudioReadError('loadError').message).toBe('Error loading audio file.');
  });

  it('warns above 102400 KB', () => expect(largeFileWarningBytes(audioUploadOptions())).toBe(104_857_600));

  it("takes every text from the schema's audio options (spec 1 §5, §8)", () => {
    expect(mediaSchema.$defs.audio['x-ui'].options).toEqual({
      largeFileWarningKb: 102400,
      messages: {
        tooLarge: 'Max allowed file size is {n}MB.',
        selectFailed: 'Failed to select file for upload',
        durationUnavailable: 'Duration is not available.',
        loadError: 'Error loading audio file.',
        largeFile: 'This file is over 100 MB: the upload may take a while.',
      },
    });
    expect(INVALID_MP3).toBe('Audio Upload Error: Please select a valid MP3 file');
  });

  it("lets a field's own options replace texts and the threshold, keeping the rest", () => {
    const options = audioUploadOptions({ largeFileWarningKb: 10, messages: { tooLarge: 'At most {n} MB, please', unknown: 3 } });
    expect(largeFileWarningBytes(options)).toBe(10_240);
    expect(audioFileError({ type: 'audio/mpeg', name: 'a.mp3', size: 2_000_001 }, 2, options.messages)).toBe('At most 2 MB, please');
    expect(options.messages.selectFailed).toBe('Failed to select file for upload');
    expect(options.messages).not.toHaveProperty('unknown');
  });
});

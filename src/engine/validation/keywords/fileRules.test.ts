import { describe, expect, it } from 'vitest';
import { commonRef, errorsFor } from '../testing/keywordHarness';

const between = 'Size of image must be between 1600 x 1600 and 5000 x 5000 pixels';
// A track image field as a step writes it (spec 1 §5: dimension 1600, maximum 5000).
const trackImage = {
  ...commonRef('media', 'image'),
  type: 'object',
  imageMinSide: 1600,
  imageMaxSide: 5000,
  errorMessage: { imageMinSide: between, imageMaxSide: between },
};
const retreatPhoto = {
  ...commonRef('media', 'image'),
  type: 'object',
  imageMinSide: 1200,
  errorMessage: { imageMinSide: 'Size of image should be at least 1200 x 1200 pixels' },
};
const promoVideo = {
  ...commonRef('media', 'video'),
  type: 'object',
  fileMaxBytes: 100_000_000,
  mediaMaxDurationSec: 180,
  errorMessage: { fileMaxBytes: 'Max allowed file size is 100MB.', mediaMaxDurationSec: 'Video duration should not exceed 180 seconds.' },
};
const lessonAudio = {
  ...commonRef('media', 'audio'),
  type: 'object',
  mediaMinDurationSec: 180,
  errorMessage: { mediaMinDurationSec: 'Lessons should be 3 minutes or longer' },
};

const image = (over: Record<string, unknown>) => ({ fileName: 'original.jpeg', mime: 'image/jpeg', bytes: 1_000_000, width: 2000, height: 2000, ...over });
const at = (message: string, keyword: string) => ({ pointer: '/field', message, keyword });

describe('file rules', () => {
  it.each([
    ['a 2000 px jpeg', image({})],
    ['a png at exactly 1600 px and 19,999,999 bytes (under 20 MB)', image({ mime: 'image/png', width: 1600, height: 1600, bytes: 19_999_999 })],
    ['5000 px sides', image({ width: 5000, height: 5000 })],
  ])('a track image accepts %s', (_name, file) => {
    expect(errorsFor(trackImage, file)).toEqual([]);
  });

  it.each([
    ['a gif', image({ mime: 'image/gif' }), [at('Please select a jpeg or png image', 'fileMimeTypes')]],
    ['20,000,000 bytes (not under 20 MB)', image({ bytes: 20_000_000 }), [at('Please select a file smaller than 20MB', 'fileMaxBytes')]],
    ['a 1599 px height', image({ height: 1599 }), [at(between, 'imageMinSide')]],
    ['a 5001 px width', image({ width: 5001 }), [at(between, 'imageMaxSide')]],
  ])('a track image rejects %s', (_name, file, expected) => {
    expect(errorsFor(trackImage, file)).toEqual(expected);
  });

  it('a retreat photo takes 1200 px and says so', () => {
    expect(errorsFor(retreatPhoto, image({ width: 1200, height: 1300 }))).toEqual([]);
    expect(errorsFor(retreatPhoto, image({ width: 1199 }))).toEqual([at('Size of image should be at least 1200 x 1200 pixels', 'imageMinSide')]);
  });

  it('a video is mp4, at most 100 MB and 180 s', () => {
    const video = { fileName: 'original.mp4', mime: 'video/mp4', bytes: 5_000_000, durationSec: 180 };
    expect(errorsFor(promoVideo, video)).toEqual([]);
    expect(errorsFor(promoVideo, { ...video, durationSec: 180.5, bytes: 100_000_001 })).toEqual([
      at('Max allowed file size is 100MB.', 'fileMaxBytes'),
      at('Video duration should not exceed 180 seconds.', 'mediaMaxDurationSec'),
    ]);
    expect(errorsFor(promoVideo, { ...video, mime: 'video/quicktime' })).toEqual([at('Please select an mp4 video', 'fileMimeTypes')]);
  });

  it('lesson audio is an mp3 of 3 minutes or longer', () => {
    const audio = { fileName: 'lesson.mp3', mime: 'audio/mpeg', durationSec: 180 };
    expect(errorsFor(lessonAudio, audio)).toEqual([]);
    expect(errorsFor(lessonAudio, { ...audio, durationSec: 179.9 })).toEqual([at('Lessons should be 3 minutes or longer', 'mediaMinDurationSec')]);
    expect(errorsFor(lessonAudio, { ...audio, mime: 'audio/wav' })).toEqual([
      at('Audio Upload Error: Please select a valid MP3 file', 'fileMimeTypes'),
    ]);
  });

  it('a fact the uploader did not record is left to required', () => {
    const loose = { type: 'object', fileMaxBytes: 10, imageMinSide: 10, mediaMaxDurationSec: 1, errorMessage: 'bad file' };
    expect(errorsFor(loose, { fileName: 'x' })).toEqual([]);
  });
});

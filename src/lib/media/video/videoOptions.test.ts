import { describe, expect, it } from 'vitest';
import mediaSchema from '../../../../schemas/common/media.schema.json';
import { hlsVideoOptions, videoDurationProblem, videoFileProblem } from './videoOptions';

const options = hlsVideoOptions();

describe('video choices before conversion (spec 1 §5 shared video rules)', () => {
  it('takes its limits and texts from the media schema, a field overriding them', () => {
    expect(options.segmentSeconds).toBe(mediaSchema.$defs.hlsVideo['x-ui'].options.segmentSeconds);
    expect(hlsVideoOptions({ maxConvertBytes: 10 }).maxConvertBytes).toBe(10);
  });

  it('accepts only mp4, and refuses a file larger than the browser converts', () => {
    expect(videoFileProblem({ type: 'video/quicktime', name: 'a.mov', size: 1 }, options)).toBe('Please select an mp4 video');
    expect(videoFileProblem({ type: '', name: 'a.MP4', size: 1 }, options)).toBeNull();
    expect(videoFileProblem({ type: 'video/mp4', name: 'a.mp4', size: 3_000_000 }, hlsVideoOptions({ maxConvertBytes: 2_500_000 }))).toBe(
      'This video is too large to convert in the browser: please choose an mp4 under 2 MB.',
    );
  });

  it("toasts 'Invalid video duration' over the field's cap or when the length cannot be read", () => {
    expect(videoDurationProblem(61, 60, options)).toEqual({ title: 'Invalid video duration', message: 'Video duration should not exceed 60 seconds.' });
    expect(videoDurationProblem(60, 60, options)).toBeNull();
    expect(videoDurationProblem(3600, undefined, options)).toBeNull();
    expect(videoDurationProblem(Number.NaN, 60, options)?.title).toBe('Invalid video duration');
  });
});

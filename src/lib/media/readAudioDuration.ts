import { AudioReadError, durationOrError } from './audioRules';

/**
 * The file's duration in seconds as an `<audio>` element reports it from the metadata. Rejects with an
 * AudioReadError: 'durationUnavailable' (NaN or infinite) or 'loadError' (not decodable).
 */
export function readAudioDuration(file: Blob): Promise<number> {
  const url = URL.createObjectURL(file);
  const audio = document.createElement('audio');
  audio.preload = 'metadata';
  return new Promise<number>((resolve, reject) => {
    audio.onloadedmetadata = () => {
      const result = durationOrError(audio.duration);
      if ('seconds' in result) resolve(result.seconds);
      else reject(result.error);
    };
    audio.onerror = () => reject(new AudioReadError('loadError'));
    audio.src = url;
  }).finally(() => {
    audio.removeAttribute('src');
    URL.revokeObjectURL(url);
  });
}

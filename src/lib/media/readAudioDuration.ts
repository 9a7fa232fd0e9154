import { AUDIO_LOAD_ERROR, durationOrError } from './audioRules';

/**
 * The file's duration in seconds as an `<audio>` element reports it from the metadata. Rejects with
 * 'Duration is not available.' (NaN or infinite) or 'Error loading audio file.' (not decodable).
 */
export function readAudioDuration(file: Blob): Promise<number> {
  const url = URL.createObjectURL(file);
  const audio = document.createElement('audio');
  audio.preload = 'metadata';
  return new Promise<number>((resolve, reject) => {
    audio.onloadedmetadata = () => {
      const result = durationOrError(audio.duration);
      if ('seconds' in result) resolve(result.seconds);
      else reject(new Error(result.error));
    };
    audio.onerror = () => reject(new Error(AUDIO_LOAD_ERROR));
    audio.src = url;
  }).finally(() => {
    audio.removeAttribute('src');
    URL.revokeObjectURL(url);
  });
}

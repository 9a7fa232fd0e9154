/** The video's duration in seconds from its metadata (NaN when the browser cannot read it). */
export function readVideoDuration(file: Blob): Promise<number> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.preload = 'metadata';
  video.muted = true;
  return new Promise<number>((resolve) => {
    video.onloadedmetadata = () => resolve(video.duration);
    video.onerror = () => resolve(Number.NaN);
    video.src = url;
  }).finally(() => {
    video.removeAttribute('src');
    URL.revokeObjectURL(url);
  });
}

import { useEffect, useRef, useState } from 'react';
import type { FilesPort } from '../../../../backend/ports';
import { PLAYLIST_TYPE } from '../../../../lib/media/video/hlsArgs';
import { playableHlsUrl } from './playableHlsUrl';

export interface HlsPlayerProps {
  files: FilesPort;
  /** Full storage path of the playlist (the hlsVideo value's remoteFile). */
  playlistPath: string;
  label: string;
  onError?(error: unknown): void;
}

/**
 * Plays a stored HLS video: natively where the browser can (Safari, iOS), else through hls.js, loaded
 * only when a player appears (DESIGN §11: hls.js loads only where used).
 */
export function HlsPlayer({ files, playlistPath, label, onError }: HlsPlayerProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  // Kept in a ref: a new callback on every render must not reload the video.
  const reportError = useRef(onError);
  reportError.current = onError;
  useEffect(() => {
    let cancelled = false;
    let cleanup = () => {};
    const element = video.current;
    if (!element) return;
    void (async () => {
      const url = await playableHlsUrl(files, playlistPath);
      if (cancelled) return URL.revokeObjectURL(url);
      if (element.canPlayType(PLAYLIST_TYPE)) {
        element.src = url;
        cleanup = () => URL.revokeObjectURL(url);
        return;
      }
      const { default: Hls } = await import('hls.js');
      if (cancelled) return URL.revokeObjectURL(url);
      // No transmuxing worker: hls.js would start it from a blob: URL the CSP's worker-src does not allow;
      // a few seconds of segment per step are cheap on the main thread.
      const hls = new Hls({ enableWorker: false });
      hls.on(Hls.Events.ERROR, (_event, data) => {
        if (data.fatal) {
          setFailed(true);
          reportError.current?.(data);
        }
      });
      hls.loadSource(url);
      hls.attachMedia(element);
      cleanup = () => {
        hls.destroy();
        URL.revokeObjectURL(url);
      };
    })().catch((error: unknown) => {
      setFailed(true);
      reportError.current?.(error);
    });
    return () => {
      cancelled = true;
      cleanup();
    };
  }, [files, playlistPath]);
  return <video ref={video} controls playsInline aria-label={label} data-failed={failed || undefined} style={{ width: '100%', maxHeight: 360 }} />;
}

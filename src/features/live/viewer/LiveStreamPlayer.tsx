import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { liveHlsConfig } from './liveHlsConfig';

const RETRY_MS = 2_000;

/**
 * Plays the live HLS stream through hls.js (loaded only here) with the viewer's bearer on every request;
 * until the first segments exist the playlist is asked for again. Live playback stays a few segments behind.
 */
export function LiveStreamPlayer({ url, bearer, audioOnly }: { url: string; bearer: () => Promise<string | null>; audioOnly: boolean }) {
  const t = useT();
  const media = useRef<HTMLVideoElement>(null);
  const [waiting, setWaiting] = useState(true);
  useEffect(() => {
    const element = media.current;
    if (!element) return;
    let stopped = false;
    let destroy = () => {};
    let retry: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      const token = await bearer();
      const { default: Hls } = await import('hls.js');
      const start = () => {
        if (stopped) return;
        const hls = new Hls(liveHlsConfig(token));
        hls.on(Hls.Events.MANIFEST_PARSED, () => {
          setWaiting(false);
          element.muted = true;
          void element.play().catch(() => {});
        });
        hls.on(Hls.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          hls.destroy();
          retry = setTimeout(start, RETRY_MS);
        });
        hls.loadSource(url);
        hls.attachMedia(element);
        destroy = () => hls.destroy();
      };
      start();
    })();
    return () => {
      stopped = true;
      clearTimeout(retry);
      destroy();
    };
  }, [url, bearer]);
  return (
    <>
      <video ref={media} controls playsInline muted aria-label={t('live.viewer.player')} style={{ width: '100%', maxHeight: audioOnly ? 60 : 420, background: '#000', borderRadius: 8 }} />
      {waiting ? <Text size="sm" c="dimmed" role="status">{t('live.viewer.waiting')}</Text> : null}
    </>
  );
}

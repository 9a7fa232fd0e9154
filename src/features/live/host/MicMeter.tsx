import { Progress } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';

/** The microphone's level (0-100) from an analyser on the stream, redrawn each frame. */
export function MicMeter({ stream }: { stream: MediaStream | null }) {
  const t = useT();
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0 || typeof AudioContext === 'undefined') return;
    const audio = new AudioContext();
    const analyser = audio.createAnalyser();
    analyser.fftSize = 256;
    audio.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    const draw = () => {
      analyser.getByteTimeDomainData(samples);
      let peak = 0;
      for (const sample of samples) peak = Math.max(peak, Math.abs(sample - 128));
      setLevel(Math.min(100, Math.round((peak / 128) * 100)));
      frame = requestAnimationFrame(draw);
    };
    draw();
    return () => {
      cancelAnimationFrame(frame);
      void audio.close();
    };
  }, [stream]);
  // The meter is the bar's root, named there; its section is drawn without a progressbar role of its own.
  return (
    <Progress.Root role="meter" aria-label={t('live.host.micLevel')} aria-valuenow={level} aria-valuemin={0} aria-valuemax={100}>
      <Progress.Section value={level} withAria={false} />
    </Progress.Root>
  );
}

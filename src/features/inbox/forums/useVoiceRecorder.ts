import { useCallback, useEffect, useRef, useState } from 'react';

export type RecorderState = { state: 'idle' } | { state: 'recording'; seconds: number } | { state: 'recorded'; blob: Blob; url: string } | { state: 'unsupported' } | { state: 'denied' };

/** The type MediaRecorder writes: WebM with Opus where the browser can (the forums service stores WebM). */
const MIME = 'audio/webm;codecs=opus';

/** Records the microphone with MediaRecorder into one WebM blob, with a seconds counter and a preview URL. */
export function useVoiceRecorder() {
  const [recorder, setRecorder] = useState<RecorderState>(() => (typeof MediaRecorder === 'undefined' ? { state: 'unsupported' } : { state: 'idle' }));
  const media = useRef<MediaRecorder | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  const previewUrl = useRef<string | null>(null);

  const release = useCallback(() => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    media.current?.stream.getTracks().forEach((track) => track.stop());
  }, []);
  useEffect(
    () => () => {
      release();
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
    },
    [release],
  );

  const start = useCallback(async () => {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setRecorder({ state: 'denied' });
      return;
    }
    const chunks: Blob[] = [];
    const next = new MediaRecorder(stream, MediaRecorder.isTypeSupported(MIME) ? { mimeType: MIME } : undefined);
    next.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    next.onstop = () => {
      release();
      const blob = new Blob(chunks, { type: 'audio/webm' });
      if (previewUrl.current) URL.revokeObjectURL(previewUrl.current);
      previewUrl.current = URL.createObjectURL(blob);
      setRecorder({ state: 'recorded', blob, url: previewUrl.current });
    };
    media.current = next;
    next.start();
    const startedAt = Date.now();
    setRecorder({ state: 'recording', seconds: 0 });
    timer.current = setInterval(() => setRecorder({ state: 'recording', seconds: Math.floor((Date.now() - startedAt) / 1000) }), 500);
  }, [release]);

  const stop = useCallback(() => {
    if (media.current?.state === 'recording') media.current.stop();
  }, []);
  const reset = useCallback(() => setRecorder({ state: 'idle' }), []);
  return { recorder, start, stop, reset };
}

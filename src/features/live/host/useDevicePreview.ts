import { useEffect, useState } from 'react';
import { useLiveMedia } from './liveMedia';

export interface DevicePreview {
  stream: MediaStream | null;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  cameraId: string | null;
  microphoneId: string | null;
  setCameraId(id: string | null): void;
  setMicrophoneId(id: string | null): void;
  error: boolean;
}

/**
 * The green room's devices: the chosen camera and microphone as one stream (no camera for an
 * AUDIO_STREAM event), opened again when a choice changes; the lists fill once access is granted.
 */
export function useDevicePreview(withCamera: boolean): DevicePreview {
  const media = useLiveMedia();
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [microphoneId, setMicrophoneId] = useState<string | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    let live = true;
    let opened: MediaStream | null = null;
    const video = withCamera ? (cameraId ? { deviceId: { exact: cameraId } } : true) : false;
    const audio = microphoneId ? { deviceId: { exact: microphoneId } } : true;
    media.getUserMedia({ video, audio }).then(
      async (next) => {
        if (!live) return next.getTracks().forEach((track) => track.stop());
        opened = next;
        setStream(next);
        setError(false);
        setDevices(await media.enumerateDevices());
      },
      (reason: unknown) => {
        console.error('No camera or microphone', reason);
        if (live) setError(true);
      },
    );
    return () => {
      live = false;
      opened?.getTracks().forEach((track) => track.stop());
    };
  }, [media, withCamera, cameraId, microphoneId]);
  return {
    stream,
    cameras: devices.filter((d) => d.kind === 'videoinput'),
    microphones: devices.filter((d) => d.kind === 'audioinput'),
    cameraId,
    microphoneId,
    setCameraId,
    setMicrophoneId,
    error,
  };
}

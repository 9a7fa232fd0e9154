import { Alert, Button, Select, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useT } from '../../../lib/i18n';
import { MicMeter } from './MicMeter';
import type { DevicePreview } from './useDevicePreview';

const options = (devices: MediaDeviceInfo[], fallback: (n: number) => string) => devices.map((d, i) => ({ value: d.deviceId, label: d.label || fallback(i + 1) }));

/** The preview (video or, for AUDIO_STREAM, none), the device pickers and the mic meter. */
export function DevicePanel({ preview, withCamera }: { preview: DevicePreview; withCamera: boolean }) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current) video.current.srcObject = preview.stream;
  }, [preview.stream]);
  return (
    <Stack gap="sm">
      {withCamera ? (
        <video ref={video} autoPlay muted playsInline aria-label={t('live.host.preview')} style={{ width: '100%', maxHeight: 360, background: '#000', borderRadius: 8 }} />
      ) : (
        <Text c="dimmed">{t('live.host.cameraOff')}</Text>
      )}
      {preview.error ? <Alert color="red">{t('live.host.noDevices')}</Alert> : null}
      {withCamera ? (
        <Select label={t('live.host.camera')} data={options(preview.cameras, (n) => t('live.host.cameraN', { n }))} value={preview.cameraId ?? preview.cameras[0]?.deviceId ?? null} onChange={preview.setCameraId} allowDeselect={false} />
      ) : null}
      <Select label={t('live.host.microphone')} data={options(preview.microphones, (n) => t('live.host.microphoneN', { n }))} value={preview.microphoneId ?? preview.microphones[0]?.deviceId ?? null} onChange={preview.setMicrophoneId} allowDeselect={false} />
      <MicMeter stream={preview.stream} />
    </Stack>
  );
}

interface GreenRoomProps {
  preview: DevicePreview;
  withCamera: boolean;
  busy: boolean;
  error: string | null;
  /** The occurrence is still IN_PROGRESS (the page was reloaded mid-session): going live continues it. */
  resuming: boolean;
  /** END_SESSION is on its way (from the resumed green room). */
  ending: boolean;
  onGoLive(): void;
  /** Ends a resumed session without broadcasting again (asks for confirmation first). */
  onEnd(): void;
}

/**
 * Before going live: the devices, then Go live (disabled until a stream is open), or, for a session still
 * live after a reload, Continue broadcasting and End session.
 */
export function GreenRoom({ preview, withCamera, busy, error, resuming, ending, onGoLive, onEnd }: GreenRoomProps) {
  const t = useT();
  return (
    <Stack gap="md">
      {resuming ? (
        <Alert color="orange" role="status" title={t('live.host.resumeTitle')}>
          {t('live.host.resume')}
        </Alert>
      ) : null}
      <DevicePanel preview={preview} withCamera={withCamera} />
      {error ? <Alert color="red" role="alert">{error}</Alert> : null}
      <Button size="md" color="red" onClick={onGoLive} loading={busy} disabled={!preview.stream || ending}>
        {resuming ? t('live.host.continue') : t('live.host.goLive')}
      </Button>
      {resuming ? (
        <Button color="red" variant="outline" onClick={onEnd} loading={ending} disabled={busy}>
          {t('live.host.end')}
        </Button>
      ) : null}
    </Stack>
  );
}

import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useVoiceRecorder } from './useVoiceRecorder';

/** Records a voice reply in the browser, lets the publisher listen, then sends it (upload, then the AUDIO reply). */
export function VoiceReply({ onSend }: { onSend: (recording: Blob) => Promise<string | null> }) {
  const t = useT();
  const { recorder, start, stop, reset } = useVoiceRecorder();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (recorder.state === 'unsupported') return <Alert color="yellow">{t('forums.record.unsupported')}</Alert>;
  return (
    <Stack gap="xs">
      {recorder.state === 'denied' ? <Alert color="red">{t('forums.record.denied')}</Alert> : null}
      {recorder.state === 'recording' ? (
        <Group gap="xs">
          <Text size="sm" role="status">
            {t('forums.record.recording', { seconds: recorder.seconds })}
          </Text>
          <Button size="xs" color="red" onClick={stop}>
            {t('forums.record.stop')}
          </Button>
        </Group>
      ) : null}
      {recorder.state === 'idle' || recorder.state === 'denied' ? (
        <Group>
          <Button size="xs" variant="light" onClick={() => void start()}>
            {t('forums.record.start')}
          </Button>
        </Group>
      ) : null}
      {recorder.state === 'recorded' ? (
        <Stack gap="xs">
          <audio controls src={recorder.url} aria-label={t('forums.record.preview')} style={{ maxWidth: '100%' }} />
          <Group gap="xs">
            <Button
              size="xs"
              loading={busy}
              onClick={async () => {
                setBusy(true);
                const refusal = await onSend(recorder.blob);
                setBusy(false);
                setError(refusal);
                if (refusal === null) reset();
              }}
            >
              {t('forums.record.send')}
            </Button>
            <Button size="xs" variant="default" onClick={reset}>
              {t('forums.record.again')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {error ? (
        <Text size="sm" c="red">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

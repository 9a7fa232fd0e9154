import { Alert, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { clockTime } from '../../../../lib/format/clockTime';
import { useT } from '../../../../lib/i18n';
import { SnippetTrimError } from '../../../../lib/media/snippet/cutSnippet';
import { latestStart } from '../../../../lib/media/snippet/snippetArgs';
import { SNIPPET_FILE_NAME, type SnippetOptions, type SnippetValue } from '../../../../lib/media/snippet/snippetOptions';
import type { MediaFile } from '../../../../lib/media/mediaFile';
import { fillText } from '../../../../lib/media/video/videoOptions';
import { useMediaUploadTarget } from '../MediaUploadContext';
import { useSnippetCutter } from './SnippetCutterContext';
import { useDownloadUrl } from './useDownloadUrl';

export interface SnippetPickerProps {
  id: string;
  label: string;
  /** The track audio the snippet is cut from (the sibling field's value). */
  source: MediaFile | undefined;
  value: SnippetValue | undefined;
  onChange(value: SnippetValue | undefined): void;
  options: SnippetOptions;
  disabled?: boolean;
}

const roundMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * Choose where the 30 s preview starts (type it, or play the track and take the current position), then
 * cut it in the browser with ffmpeg.wasm (spec 1 §4 'Snippet trimming'; the cutter is a port, SnippetCutterContext) and upload it as preview.mp3.
 * A cut of 10240 bytes or less is a failed trim: the 'Audio Trimming Failed' alert, nothing stored.
 */
export function SnippetPicker({ id, label, source, value, onChange, options, disabled }: SnippetPickerProps) {
  const t = useT();
  const { files, folder } = useMediaUploadTarget();
  const cutter = useSnippetCutter();
  const player = useRef<HTMLAudioElement>(null);
  const sourceUrl = useDownloadUrl(files, source?.remoteFile);
  const previewUrl = useDownloadUrl(files, value?.remoteFile);
  const [start, setStart] = useState<number>(value?.preview_start_time_in_seconds ?? 0);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const length = options.snippetSeconds;
  const maxStart = latestStart(source?.durationSec ?? Number.POSITIVE_INFINITY, length);

  useEffect(() => setFailed(false), [source?.remoteFile]);

  if (!source?.remoteFile) {
    return (
      <Text size="sm" c="dimmed" data-testid={`${id}-needs-source`}>
        {options.needsSource}
      </Text>
    );
  }

  const playFromStart = () => {
    const audio = player.current;
    if (!audio) return;
    audio.currentTime = start;
    void audio.play().catch(() => undefined);
  };

  const cut = async () => {
    if (!sourceUrl || !folder) return;
    setBusy(true);
    setFailed(false);
    try {
      const { blob: snippet, durationSec: decoded } = await cutter.cut(sourceUrl, { startSec: start, lengthSec: length, minBytes: options.minOutputBytes });
      const remoteFile = `${folder}/${SNIPPET_FILE_NAME}`;
      await files.upload(remoteFile, snippet, { category: 'audio', contentType: 'audio/mpeg' });
      onChange({
        fileName: SNIPPET_FILE_NAME,
        remoteFile,
        mime: 'audio/mpeg',
        bytes: snippet.size,
        durationSec: roundMs(decoded),
        preview_start_time_in_seconds: roundMs(start),
        intro_audio_length: roundMs(decoded),
      });
    } catch (error) {
      // Spec 1 §8: the failure is an alert with a message; the reason is for the console.
      if (!(error instanceof SnippetTrimError)) console.error('Snippet trimming failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" data-testid={`${id}-snippet-picker`}>
      <audio ref={player} controls preload="metadata" src={sourceUrl ?? undefined} aria-label={t('wizard.media.snippetSource', { label })} style={{ width: '100%' }} />
      <Group align="end" wrap="wrap">
        <NumberInput
          id={`${id}-start`}
          label={options.startLabel}
          value={start}
          min={0}
          max={Number.isFinite(maxStart) ? maxStart : undefined}
          decimalScale={3}
          step={1}
          clampBehavior="strict"
          disabled={disabled || busy}
          onChange={(next) => setStart(typeof next === 'number' ? Math.min(Math.max(0, next), maxStart) : 0)}
          w={200}
        />
        <Button variant="default" onClick={playFromStart} disabled={!sourceUrl || busy}>
          {options.playLabel}
        </Button>
        <Button
          variant="default"
          disabled={disabled || busy}
          onClick={() => setStart(Math.min(maxStart, roundMs(player.current?.currentTime ?? 0)))}
        >
          {options.useCurrentLabel}
        </Button>
        <Button onClick={() => void cut()} loading={busy} disabled={disabled || !sourceUrl || !folder}>
          {value ? options.recutLabel : options.cutLabel}
        </Button>
      </Group>
      {busy ? (
        <Text size="sm" role="status">
          {options.cuttingLabel}
        </Text>
      ) : null}
      {failed ? (
        <Alert color="red" title={options.trimFailedTitle} role="alert">
          {options.trimFailedMessage}
        </Alert>
      ) : null}
      {value ? (
        <Stack gap={4}>
          <Text size="sm" data-testid={`${id}-summary`}>
            {fillText(options.summaryText, {
              start: clockTime(value.preview_start_time_in_seconds),
              end: clockTime(value.preview_start_time_in_seconds + value.intro_audio_length),
            })}
          </Text>
          <audio controls preload="none" src={previewUrl ?? undefined} aria-label={t('wizard.media.snippetPreview', { label })} style={{ width: '100%' }} />
        </Stack>
      ) : null}
    </Stack>
  );
}

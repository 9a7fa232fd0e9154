import { Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { AudioReadError, audioFileError, audioUploadOptions, largeFileWarningBytes, type AudioUploadOptions } from '../../../lib/media/audioRules';
import { clockTime } from '../../../lib/format/clockTime';
import type { MediaFile } from '../../../lib/media/mediaFile';
import { readAudioDuration } from '../../../lib/media/readAudioDuration';
import { averageProgress } from '../../../lib/media/uploadTracking';
import { useT } from '../../../lib/i18n';
import { useMediaUploadTarget } from './MediaUploadContext';
import { HiddenFilePicker } from './HiddenFilePicker';
import { useSchemaOptionTexts } from '../useSchemaOptionTexts';

export interface AudioUploaderProps {
  id: string;
  label?: string;
  value: MediaFile | undefined;
  onChange(value: MediaFile | undefined): void;
  /** Stored name inside the target folder, e.g. 'intro.mp3' or 'lessons/{key}.mp3'. */
  fileName: string;
  disabled?: boolean;
  /** Reports upload progress (0-100) while a file uploads, null when none does. */
  onUploading?(percent: number | null): void;
  /** The checks' texts and large-file threshold (schemas/common/media.schema.json#/$defs/audio, a field's x-ui options over them). */
  options?: AudioUploadOptions;
}

const SCHEMA_OPTIONS = audioUploadOptions();

/** An mp3 whose duration the browser reads before upload; uploads with a progress bar. */
export function AudioUploader({ id, label: givenLabel, value, onChange, fileName, disabled, onUploading, options = SCHEMA_OPTIONS }: AudioUploaderProps) {
  const t = useT();
  const label = givenLabel ?? t('wizard.media.audio');
  const { files, folder, audioMaxMb } = useMediaUploadTarget();
  // The schema's English texts in the reader's language (their overlay entries).
  const { messages } = useSchemaOptionTexts(options);
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [percent, setPercent] = useState<number | null>(null);

  const report = (next: number | null) => {
    setPercent(next);
    onUploading?.(next);
  };

  const select = async (file: File | undefined) => {
    setError(null);
    setWarning(null);
    if (!file || !folder) return setError(messages.selectFailed);
    const rejected = audioFileError(file, audioMaxMb, messages);
    if (rejected) return setError(rejected);
    let durationSec: number;
    try {
      durationSec = await readAudioDuration(file);
    } catch (reason) {
      return setError(reason instanceof AudioReadError ? messages[reason.reason] : messages.selectFailed);
    }
    if (file.size > largeFileWarningBytes(options)) setWarning(messages.largeFile);
    const fullPath = `${folder}/${fileName}`;
    report(0);
    try {
      await files.upload(fullPath, file, {
        category: 'audio',
        contentType: 'audio/mpeg',
        onProgress: (p) => report(averageProgress([p])),
      });
      onChange({ fileName: file.name, remoteFile: fullPath, mime: 'audio/mpeg', bytes: file.size, durationSec: Math.round(durationSec * 1000) / 1000 });
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : messages.selectFailed);
    } finally {
      report(null);
    }
  };

  const uploading = percent !== null;
  return (
    <Stack gap="xs">
      <HiddenFilePicker inputRef={input} id={id} accept="audio/mpeg,.mp3" label={label} onFile={(file) => void select(file)} />
      <Group>
        <Button variant="default" disabled={disabled || uploading || !folder} onClick={() => input.current?.click()}>
          {value ? t('wizard.media.replaceAudio') : t('wizard.media.uploadAudio')}
        </Button>
        {value ? (
          <Text size="sm" data-testid={`${id}-summary`} data-user-content>
            {value.fileName}
            {value.durationSec !== undefined ? ` (${clockTime(value.durationSec)})` : ''}
          </Text>
        ) : null}
      </Group>
      {uploading ? <Progress value={percent} aria-label={t('wizard.media.namedUploadProgress', { label })} animated /> : null}
      {warning ? (
        <Text c="orange" size="sm">
          {warning}
        </Text>
      ) : null}
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}

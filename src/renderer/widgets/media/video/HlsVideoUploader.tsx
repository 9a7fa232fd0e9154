import { Alert, Button, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { convertToHls } from '../../../../lib/media/video/convertToHls';
import { PLAYLIST_TYPE } from '../../../../lib/media/video/hlsArgs';
import { readVideoDuration } from '../../../../lib/media/video/readVideoDuration';
import { deleteHls, uploadHls } from '../../../../lib/media/video/uploadHls';
import { videoDurationProblem, videoFileProblem, type HlsVideoOptions } from '../../../../lib/media/video/videoOptions';
import { HiddenFilePicker } from '../HiddenFilePicker';
import { useMediaUploadTarget } from '../MediaUploadContext';
import { ConfirmVideoDeletion } from './ConfirmVideoDeletion';
import { HlsPlayer } from './HlsPlayer';

/** What the hlsVideo field stores (the shape of media.schema.json#/$defs/hlsVideo). */
export interface HlsVideoValue {
  fileName: string;
  remoteFile: string;
  mime: string;
  bytes: number;
  durationSec: number;
  segments: number;
}

export interface HlsVideoUploaderProps {
  id: string;
  label: string;
  value: HlsVideoValue | undefined;
  onChange(value: HlsVideoValue | undefined): void;
  options: HlsVideoOptions;
  /** The field's mediaMaxDurationSec, when it caps the length. */
  maxDurationSec?: number;
  /** Folder of this video's playlist and segments, inside the upload target's folder. */
  folderName: string;
  disabled?: boolean;
}

type Phase = { kind: 'converting' } | { kind: 'uploading'; percent: number };
type Notice = { title?: string; message: string };

/**
 * The video uploader (spec 1 §4, §5): mp4 only, refused over the field's length cap ('Invalid video
 * duration' toast, nothing added) or over the size the browser can convert; converted to HLS in the
 * browser, uploaded with one progress bar; then shown as its name with Delete Video (Confirm Deletion).
 */
export function HlsVideoUploader({ id, label, value, onChange, options, maxDurationSec, folderName, disabled }: HlsVideoUploaderProps) {
  const { files, folder, notifier, confirmDeletion } = useMediaUploadTarget();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);

  const tell = (next: Notice) => {
    if (notifier && next.title) notifier.toast({ title: next.title, message: next.message });
    else setNotice(next);
  };

  const select = async (file: File | undefined) => {
    setNotice(null);
    if (!file || !folder) return;
    const refused = videoFileProblem(file, options);
    if (refused) return tell({ message: refused });
    const durationProblem = videoDurationProblem(await readVideoDuration(file), maxDurationSec, options);
    if (durationProblem) return tell(durationProblem);
    setPhase({ kind: 'converting' });
    try {
      const converted = await convertToHls(file, { segmentSec: options.segmentSeconds, toleranceSec: options.segmentToleranceSec });
      setPhase({ kind: 'uploading', percent: 0 });
      const remoteFile = await uploadHls(files, `${folder}/${folderName}`, converted.files, (percent) => setPhase({ kind: 'uploading', percent }));
      onChange({
        fileName: file.name,
        remoteFile,
        mime: PLAYLIST_TYPE,
        bytes: converted.files.reduce((sum, f) => sum + f.blob.size, 0),
        durationSec: converted.durationSec,
        segments: converted.segments,
      });
    } catch (error) {
      // Spec 1 §8: video conversion errors are logged; the publisher reads what to do next.
      console.error('Video conversion or upload failed', error);
      setNotice({ message: options.conversionFailedMessage });
    } finally {
      setPhase(null);
    }
  };

  const remove = async () => {
    setConfirming(false);
    if (!value) return;
    try {
      await deleteHls(files, value.remoteFile);
      onChange(undefined);
    } catch (error) {
      console.error('Video deletion failed', error);
      setNotice({ message: options.deleteFailedMessage });
    }
  };

  return (
    <Stack gap="xs">
      {value ? (
        <Group>
          <Text size="sm" data-testid={`${id}-video-name`}>
            {value.fileName}
          </Text>
          <Button variant="default" color="red" disabled={disabled} onClick={() => (confirmDeletion ? setConfirming(true) : void remove())}>
            {options.deleteLabel}
          </Button>
        </Group>
      ) : (
        <>
          <HiddenFilePicker inputRef={input} id={id} accept={options.sourceTypes.join(',')} label={label} onFile={(file) => void select(file)} />
          <Group>
            <Button variant="default" disabled={disabled || phase !== null || !folder} onClick={() => input.current?.click()}>
              {options.uploadLabel}
            </Button>
          </Group>
        </>
      )}
      {phase?.kind === 'converting' ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{options.convertingLabel}</Text>
        </Group>
      ) : null}
      {phase?.kind === 'uploading' ? (
        <Stack gap={4} role="status">
          <Text size="sm">{options.uploadingLabel}</Text>
          <Progress value={phase.percent} aria-label={`${label} upload progress`} animated />
        </Stack>
      ) : null}
      {notice ? (
        <Alert color="red" title={notice.title} role="alert">
          {notice.message}
        </Alert>
      ) : null}
      {/* The stored video plays where it is edited (/tracks/{id}, a workshop's lessons): hls.js loads only here. */}
      {value?.remoteFile && phase === null ? <HlsPlayer key={value.remoteFile} files={files} playlistPath={value.remoteFile} label={label} onError={(error) => console.warn('The stored video could not be played', error)} /> : null}
      <ConfirmVideoDeletion opened={confirming} options={options} onConfirm={() => void remove()} onCancel={() => setConfirming(false)} />
    </Stack>
  );
}

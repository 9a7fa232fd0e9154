import { Button, Group, Image, Loader, Stack, Text } from '@mantine/core';
import { LazyModal } from '../../../lib/ui/LazyModal';
import { lazy, Suspense, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { imageFileError, imageSizeError, type ImageLimits } from '../../../lib/media/imageRules';
import { deleteImageSet, fetchOriginal, saveImageSet, type OriginalImage } from '../../../lib/media/imageSetStorage';
import type { CropName } from '../../../lib/media/imageSet';
import type { MediaFile } from '../../../lib/media/mediaFile';
import { COULD_NOT_READ, readFileAsDataUrl } from '../../../lib/media/readFileAsDataUrl';
import { readImageSize } from '../../../lib/media/readImageSize';
import { ConfirmDialog } from '../../ConfirmDialog';
import { useMediaUploadTarget } from './MediaUploadContext';
import { UploadProgressModal, type UploadProgressState } from './UploadProgressModal';
import { useImagePreview } from './useImagePreview';
import { HiddenFilePicker } from './HiddenFilePicker';

// The cropper (and its CSS) is a separate chunk: only someone who picked an image downloads it.
const ImageCropStep = lazy(() => import('./ImageCropStep'));

export interface ImageUploaderProps {
  id: string;
  label?: string;
  value: MediaFile | undefined;
  onChange(value: MediaFile | undefined): void;
  limits: ImageLimits;
  disabled?: boolean;
  /** A submit is running: Replace image is hidden. */
  submitting?: boolean;
  allowReplace?: boolean;
  allowRecrop?: boolean;
  onAfterDelete?(): void;
}

interface CropSession {
  src: string;
  original: OriginalImage;
}

/** Select (jpeg/png, < 20 MB, sides within limits) → crop three ways → upload; then delete, replace or recrop. */
export function ImageUploader({ id, label: givenLabel, value, onChange, limits, disabled, submitting, allowReplace = true, allowRecrop = true, onAfterDelete }: ImageUploaderProps) {
  const t = useT();
  const label = givenLabel ?? t('wizard.media.image');
  const { files, folder, confirmDeletion } = useMediaUploadTarget();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [session, setSession] = useState<CropSession | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [upload, setUpload] = useState<UploadProgressState | null>(null);
  const preview = useImagePreview(files, value);

  const select = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    const typeError = imageFileError(file);
    if (typeError) return setError(typeError);
    try {
      const src = await readFileAsDataUrl(file);
      const { width, height } = await readImageSize(src);
      const sizeError = imageSizeError(width, height, limits);
      if (sizeError) return setError(sizeError);
      setSession({ src, original: { blob: file, mime: file.type, width, height } });
    } catch {
      setError(COULD_NOT_READ);
    }
  };

  const recrop = async () => {
    if (!value) return;
    setError(null);
    setBusy(true);
    try {
      const blob = await fetchOriginal(files, value);
      setSession({ src: await readFileAsDataUrl(blob), original: { blob, mime: value.mime ?? blob.type, width: value.width ?? 0, height: value.height ?? 0 } });
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : COULD_NOT_READ);
    } finally {
      setBusy(false);
    }
  };

  const save = async (crops: Record<CropName, Blob>) => {
    if (!session || !folder) return;
    setBusy(true);
    try {
      const saved = await saveImageSet(files, folder, crops, session.original, {
        onItems: (items) => setUpload((current) => ({ items, percent: current?.percent ?? 0 })),
        onProgress: (percent) => setUpload((current) => ({ items: current?.items ?? [], percent })),
      });
      onChange(saved);
      setSession(null);
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setUpload(null);
      setBusy(false);
    }
  };

  const cropFailed = (reason: unknown) => {
    // spec 1 §4: a cropping failure is logged only; the busy state is cleared.
    console.error('Image cropping failed', reason);
    setBusy(false);
  };

  const remove = async () => {
    setConfirming(false);
    if (!folder) return;
    setBusy(true);
    try {
      await deleteImageSet(files, folder);
      onChange(undefined);
      onAfterDelete?.();
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setBusy(false);
    }
  };

  const pick = () => input.current?.click();
  const locked = disabled || busy || !folder;
  return (
    <Stack gap="xs">
      <HiddenFilePicker inputRef={input} id={id} accept="image/jpeg,image/png" label={label} onFile={(file) => void select(file)} />
      {preview ? <Image src={preview} alt={t('wizard.media.imagePreview', { label })} w={200} h={200} fit="cover" radius="sm" /> : null}
      <Group>
        {value ? (
          <>
            <Button color="red" variant="light" disabled={locked} onClick={() => (confirmDeletion ? setConfirming(true) : void remove())}>
              {t('wizard.media.deleteImages')}
            </Button>
            {allowReplace && !submitting ? (
              <Button variant="default" disabled={locked} onClick={pick}>
                {t('wizard.media.replaceImage')}
              </Button>
            ) : null}
            {allowRecrop && value.remoteFile ? (
              <Button variant="default" disabled={locked} onClick={() => void recrop()}>
                {t('wizard.media.recropImage')}
              </Button>
            ) : null}
          </>
        ) : (
          <Button variant="default" disabled={locked} onClick={pick}>
            {t('wizard.media.selectImage')}
          </Button>
        )}
        {busy && !session ? <Loader size="sm" aria-label={t('wizard.media.working')} /> : null}
      </Group>
      {!folder ? <Text size="sm" c="dimmed">
          {t('wizard.media.saveStepFirst')}
        </Text> : null}
      {error ? (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      ) : null}
      <LazyModal opened={session !== null} onClose={() => !busy && setSession(null)} title={t('wizard.media.cropTitle')} size="100%">
        {session ? (
          <Suspense fallback={<Loader aria-label={t('wizard.media.cropLoading')} />}>
            <ImageCropStep
              src={session.src}
              busy={busy}
              onBack={() => {
                setSession(null);
                pick();
              }}
              onCropStart={() => setBusy(true)}
              onSave={(crops) => void save(crops)}
              onCropFailed={cropFailed}
            />
          </Suspense>
        ) : null}
      </LazyModal>
      <UploadProgressModal state={upload} title={t('wizard.media.uploadingImages')} />
      <ConfirmDialog
        opened={confirming}
        title={t('wizard.media.confirmDeletion')}
        message={t('wizard.media.deleteImageMessage')}
        confirmLabel={t('common.delete')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void remove()}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}

import { Badge, Group, Stack, Text } from '@mantine/core';
import { useT } from '../../lib/i18n';
import { useMemo } from 'react';
import type { FilesPort } from '../../backend/ports';
import { IMAGE_MIN_SIDE } from '../../lib/media/imageRules';
import { ORIGINAL_FILE_NAME } from '../../lib/media/imageSet';
import type { MediaFile } from '../../lib/media/mediaFile';
import { useFieldErrors } from '../../renderer/FieldErrorContext';
import { ImageUploader } from '../../renderer/widgets/media/ImageUploader';
import { defaultMediaOptions, MediaUploadContext, type MediaUploadTarget } from '../../renderer/widgets/media/MediaUploadContext';
import { profilePictureFiles } from './profilePictureFiles';

export interface AvatarUploadProps {
  files: FilesPort;
  /** The folder the own picture goes to: the 'edited' one, pending review. */
  folder: string;
  value: MediaFile | undefined;
  status: string | null;
  busy: boolean;
  problem: string | null;
  onChange: (value: MediaFile | undefined) => void;
}

/** The profile picture: the shared image uploader (select, check, crop), review state and the field's error. */
export function AvatarUpload({ files, folder, value, status, busy, problem, onChange }: AvatarUploadProps) {
  const t = useT();
  const errors = useFieldErrors('/user_avatar_url');
  const target = useMemo<MediaUploadTarget>(
    () => ({ files: profilePictureFiles(files, folder), folder, audioMaxMb: defaultMediaOptions.audioMaxMb, confirmDeletion: defaultMediaOptions.confirmDeletion }),
    [files, folder],
  );
  const message = problem ?? errors[0];
  return (
    <Stack gap={4} mb="md">
      <Group gap="xs">
        <Text fw={500} size="sm">
          {t('profile.pictureLabel')}
        </Text>
        {status === 'PENDING' && value ? <Badge color="yellow">{t('profile.pendingReview')}</Badge> : null}
      </Group>
      <MediaUploadContext.Provider value={target}>
        <ImageUploader
          id="profile-picture"
          label={t('profile.pictureLabel')}
          value={value}
          onChange={onChange}
          limits={{ minSide: IMAGE_MIN_SIDE }}
          disabled={busy}
          // Only a picture uploaded here has its original next to it to crop again.
          allowRecrop={value?.fileName === ORIGINAL_FILE_NAME}
        />
      </MediaUploadContext.Provider>
      {message ? (
        <Text c="red" size="sm" role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}

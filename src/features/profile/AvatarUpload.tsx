import { Avatar, Badge, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { FilesPort } from '../../backend/ports';
import { useFieldErrors } from '../../renderer/FieldErrorContext';
import { PICTURE_TYPES } from './uploadProfilePicture';

export interface AvatarUploadProps {
  files: FilesPort;
  /** Stored path or URL of the current picture. */
  value: string | undefined;
  status: string | null;
  busy: boolean;
  problem: string | null;
  onPick: (file: File) => void;
}

const isUrl = (value: string) => /^(https?:|data:|blob:)/.test(value);

/** The profile picture: preview, upload button, review state and the field's error. */
export function AvatarUpload({ files, value, status, busy, problem, onPick }: AvatarUploadProps) {
  const errors = useFieldErrors('/user_avatar_url');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    if (!value) return;
    if (isUrl(value)) setSrc(value);
    else files.downloadUrl(value).then((url) => current && setSrc(url), () => undefined);
    return () => {
      current = false;
    };
  }, [files, value]);
  const message = problem ?? errors[0];
  return (
    <Stack gap={4} mb="md">
      <Text fw={500} size="sm">
        Profile picture
      </Text>
      <Group>
        <Avatar src={value ? src : null} size="xl" radius="xl" alt="Profile picture" />
        <FileButton onChange={(file) => file && onPick(file)} accept={PICTURE_TYPES.join(',')}>
          {(props) => (
            <Button {...props} variant="light" loading={busy}>
              Upload picture
            </Button>
          )}
        </FileButton>
        {status === 'PENDING' ? <Badge color="yellow">Pending review</Badge> : null}
      </Group>
      {message ? (
        <Text c="red" size="sm" role="alert">
          {message}
        </Text>
      ) : null}
    </Stack>
  );
}

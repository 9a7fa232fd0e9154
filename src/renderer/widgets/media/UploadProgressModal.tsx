import { Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { LazyModal } from '../../../lib/ui/LazyModal';
import { useT, type MessageKey } from '../../../lib/i18n';
import { isPending, type TrackedFile } from '../../../lib/media/uploadTracking';

export interface UploadProgressState {
  items: TrackedFile[];
  percent: number;
}

function mark(item: TrackedFile): { label: MessageKey; color: string } {
  if (item.loading) return { label: 'wizard.media.stateUploading', color: 'blue' };
  if (isPending(item)) return { label: 'wizard.media.statePending', color: 'gray' };
  return { label: 'wizard.media.stateUploaded', color: 'teal' };
}

/**
 * The shared full-screen upload progress modal (spec 1 §2): one bar with the bytes percentage averaged
 * across the files, and each file marked pending, uploading or uploaded. It cannot be dismissed: the
 * upload ends it.
 */
export function UploadProgressModal({ state, title }: { state: UploadProgressState | null; title?: string }) {
  const t = useT();
  return (
    <LazyModal opened={state !== null} onClose={() => {}} title={title ?? t('wizard.media.uploadingFiles')} fullScreen withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false}>
      {state ? (
        <Stack>
          <Group justify="space-between">
            <Text size="sm">{t('wizard.media.uploadProgress')}</Text>
            <Text size="sm" data-testid="upload-percent">
              {state.percent}%
            </Text>
          </Group>
          <Progress value={state.percent} aria-label={t('wizard.media.uploadProgress')} animated={state.percent < 100} />
          <Stack gap={4} component="ul" aria-label={t('wizard.media.filesBeingUploaded')} style={{ listStyle: 'none', padding: 0 }}>
            {state.items.map((item) => {
              const { label: key, color } = mark(item);
              const label = t(key);
              return (
                <Group component="li" key={item.id} justify="space-between" aria-label={t('wizard.media.fileState', { file: item.fileName, state: label })}>
                  <Text size="sm" data-user-content>
                    {item.fileName}
                  </Text>
                  <Badge color={color} variant="light">
                    {label}
                  </Badge>
                </Group>
              );
            })}
          </Stack>
        </Stack>
      ) : null}
    </LazyModal>
  );
}

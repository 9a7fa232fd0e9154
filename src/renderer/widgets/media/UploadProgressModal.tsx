import { Badge, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { isPending, type TrackedFile } from '../../../lib/media/uploadTracking';

export interface UploadProgressState {
  items: TrackedFile[];
  percent: number;
}

function mark(item: TrackedFile): { label: string; color: string } {
  if (item.loading) return { label: 'Uploading', color: 'blue' };
  if (isPending(item)) return { label: 'Pending', color: 'gray' };
  return { label: 'Uploaded', color: 'teal' };
}

/**
 * The shared full-screen upload progress modal (spec 1 §2): one bar with the bytes percentage averaged
 * across the files, and each file marked pending, uploading or uploaded. It cannot be dismissed: the
 * upload ends it.
 */
export function UploadProgressModal({ state, title = 'Uploading files' }: { state: UploadProgressState | null; title?: string }) {
  return (
    <Modal opened={state !== null} onClose={() => {}} title={title} fullScreen withCloseButton={false} closeOnEscape={false} closeOnClickOutside={false}>
      {state ? (
        <Stack>
          <Group justify="space-between">
            <Text size="sm">Upload progress</Text>
            <Text size="sm" data-testid="upload-percent">
              {state.percent}%
            </Text>
          </Group>
          <Progress value={state.percent} aria-label="Upload progress" animated={state.percent < 100} />
          <Stack gap={4} component="ul" aria-label="Files being uploaded" style={{ listStyle: 'none', padding: 0 }}>
            {state.items.map((item) => {
              const { label, color } = mark(item);
              return (
                <Group component="li" key={item.id} justify="space-between" aria-label={`${item.fileName}: ${label}`}>
                  <Text size="sm">{item.fileName}</Text>
                  <Badge color={color} variant="light">
                    {label}
                  </Badge>
                </Group>
              );
            })}
          </Stack>
        </Stack>
      ) : null}
    </Modal>
  );
}

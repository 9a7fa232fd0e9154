import { Button, Group, Text } from '@mantine/core';
import { LazyModal } from '../../../../lib/ui/LazyModal';
import type { HlsVideoOptions } from '../../../../lib/media/video/videoOptions';

/** 'Confirm Deletion' before a video is deleted (spec 1 §8), with the schema's texts. */
export function ConfirmVideoDeletion({ opened, options, onConfirm, onCancel }: { opened: boolean; options: HlsVideoOptions; onConfirm(): void; onCancel(): void }) {
  return (
    <LazyModal opened={opened} onClose={onCancel} title={options.confirmTitle} centered>
      <Text size="sm">{options.confirmMessage}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {options.cancelLabel}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {options.confirmLabel}
        </Button>
      </Group>
    </LazyModal>
  );
}

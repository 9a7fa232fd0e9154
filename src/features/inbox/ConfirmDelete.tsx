import { Button, Group, Modal, Text } from '@mantine/core';
import { useT } from '../../lib/i18n';

/** The confirm-deletion dialog (spec 3 §8: the text ends 'This action cannot be undone.'). */
export function ConfirmDelete({ opened, title, text, onConfirm, onCancel }: { opened: boolean; title: string; text: string; onConfirm: () => void; onCancel: () => void }) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered>
      <Text size="sm">{text}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('inbox.confirm.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm}>
          {t('inbox.confirm.delete')}
        </Button>
      </Group>
    </Modal>
  );
}

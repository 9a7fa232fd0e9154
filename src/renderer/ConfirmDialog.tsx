import { Button, Group, Text } from '@mantine/core';
import { LazyModal } from '../lib/ui/LazyModal';
import { useState } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  message?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * A yes/no dialog (submit confirmation, unsaved changes); closing it counts as cancel. Mounted from
 * its first opening on (then kept, so it can animate out): most steps never open it, and a closed
 * Mantine Modal still costs its portal and transition on every step's first render.
 */
export function ConfirmDialog({ opened, title, message, confirmLabel, cancelLabel, onConfirm, onCancel }: ConfirmDialogProps) {
  const [used, setUsed] = useState(opened);
  if (opened && !used) setUsed(true);
  if (!used && !opened) return null;
  return (
    <LazyModal opened={opened} onClose={onCancel} title={title} centered>
      {message ? <Text mb="md">{message}</Text> : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </Group>
    </LazyModal>
  );
}

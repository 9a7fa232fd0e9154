import type { WizardActions } from '../engine/manifest';
import { ConfirmDialog } from './ConfirmDialog';

interface DeleteItemDialogProps {
  /** The manifest's Delete action: its label and confirmation texts. None: nothing is drawn. */
  action: WizardActions['delete'];
  opened: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/** The confirmation before the manifest's Delete, worded by the manifest; shared by both layouts. */
export function DeleteItemDialog({ action, opened, onConfirm, onCancel }: DeleteItemDialogProps) {
  if (!action) return null;
  return (
    <ConfirmDialog
      opened={opened}
      title={action.confirmTitle}
      message={action.confirmMessage}
      confirmLabel={action.label}
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

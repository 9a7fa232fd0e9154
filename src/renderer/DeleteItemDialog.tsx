import type { WizardActions } from '../engine/manifest';
import { useT } from '../lib/i18n';
import { useSchemaText } from '../lib/i18n/schema/useSchemaText';
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
  const t = useT();
  const schemaText = useSchemaText();
  if (!action) return null;
  return (
    <ConfirmDialog
      opened={opened}
      title={schemaText(action.confirmTitle)}
      message={schemaText(action.confirmMessage)}
      confirmLabel={schemaText(action.label)}
      cancelLabel={t('wizard.cancel')}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

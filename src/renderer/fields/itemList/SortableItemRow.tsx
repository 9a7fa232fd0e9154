import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useT } from '../../../lib/i18n';
import { translate } from '../../../lib/i18n';

interface SortableItemRowProps {
  /** The row's sortable key. */
  id: string;
  index: number;
  /** '{itemName} {n}': the row buttons' accessible names end with it. */
  name: string;
  title: string;
  subtitle?: string;
  canReorder: boolean;
  canEdit: boolean;
  canRemove: boolean;
  onEdit(): void;
  onRemove(): void;
}

/** One item in the list: a drag handle (pointer and keyboard), its summary, Edit and Delete. */
export function SortableItemRow({ id, index, name, title, subtitle, canReorder, canEdit, canRemove, onEdit, onRemove }: SortableItemRowProps) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: !canReorder });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      role="listitem"
      data-item-row={index}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group wrap="nowrap" miw={0}>
          {canReorder ? (
            <ActionIcon ref={setActivatorNodeRef} variant="subtle" aria-label={translate('dnd.reorder', { item: name })} {...attributes} {...listeners}>
              ⠿
            </ActionIcon>
          ) : null}
          <div style={{ minWidth: 0 }}>
            <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {subtitle ? (
              <Text size="sm" c="dimmed">
                {subtitle}
              </Text>
            ) : null}
          </div>
        </Group>
        <Group wrap="nowrap" gap="xs">
          {canEdit ? (
            <Button variant="default" size="xs" onClick={onEdit} aria-label={t('wizard.list.editNamed', { name })}>
              {t('common.edit')}
            </Button>
          ) : null}
          {canRemove ? (
            <Button color="red" variant="light" size="xs" onClick={onRemove} aria-label={t('wizard.list.deleteNamed', { name })}>
              {t('common.delete')}
            </Button>
          ) : null}
        </Group>
      </Group>
    </Paper>
  );
}

import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { clockTime } from '../../../lib/format/clockTime';
import type { LessonItem } from './lessonTypes';

interface SortableLessonRowProps {
  id: string;
  index: number;
  lesson: LessonItem;
  restricted: boolean;
  /** Nothing can be changed: no Edit either. */
  readOnly?: boolean;
  onEdit(): void;
  onDelete(): void;
}

/** One lesson in the list: a drag handle (pointer and keyboard), its title and length, Edit and Delete. */
export function SortableLessonRow({ id, index, lesson, restricted, readOnly = false, onEdit, onDelete }: SortableLessonRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id, disabled: restricted });
  const duration = lesson.audio?.durationSec;
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      p="sm"
      data-lesson-row={index}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.6 : 1 }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Group wrap="nowrap">
          {restricted ? null : (
            <ActionIcon ref={setActivatorNodeRef} variant="subtle" aria-label={`Reorder Lesson ${index + 1}`} {...attributes} {...listeners}>
              ⠿
            </ActionIcon>
          )}
          <div>
            <Text fw={500}>{`Lesson ${index + 1}: ${lesson.title || 'Untitled'}`}</Text>
            {duration !== undefined ? <Text size="sm" c="dimmed">{clockTime(duration)}</Text> : null}
          </div>
        </Group>
        <Group wrap="nowrap">
          {readOnly ? null : (
            <Button variant="default" size="xs" onClick={onEdit} aria-label={`Edit Lesson ${index + 1}`}>
              Edit
            </Button>
          )}
          {restricted ? null : (
            <Button color="red" variant="light" size="xs" onClick={onDelete} aria-label={`Delete Lesson ${index + 1}`}>
              Delete
            </Button>
          )}
        </Group>
      </Group>
    </Paper>
  );
}

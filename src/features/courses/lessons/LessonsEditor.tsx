import { Button, Stack, Text } from '@mantine/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useRef, useState } from 'react';
import { ConfirmDialog } from '../../../renderer/ConfirmDialog';
import { LessonEditorModal } from './LessonEditorModal';
import { lessonOrder } from './lessonPayload';
import type { LessonItem, LessonOrder } from './lessonTypes';
import type { LessonValidator } from './lessonValidator';
import { SortableLessonRow } from './SortableLessonRow';

/** Spec 1 §9: a drag starts after the pointer moved 8 px, so clicks on the row's buttons stay clicks. */
export const DRAG_ACTIVATION_DISTANCE = 8;

export interface LessonsEditorProps {
  lessons: LessonItem[];
  onChange(lessons: LessonItem[]): void;
  validateLesson: LessonValidator;
  restricted?: boolean;
  /** Only the list: no add, edit, delete or reorder. */
  readOnly?: boolean;
  onReorder?(order: LessonOrder[]): void;
}

let nextKey = 0;
const newKey = () => `new-${Date.now().toString(36)}-${(nextKey += 1)}`;

/** Keys for the sortable rows: a lesson's id, or a client key kept in step with adds, deletes and moves. */
function useRowKeys(lessons: readonly LessonItem[]) {
  const keys = useRef<string[]>([]);
  if (keys.current.length !== lessons.length) keys.current = lessons.map((lesson) => lesson.id ?? newKey());
  lessons.forEach((lesson, i) => {
    if (lesson.id && keys.current[i] !== lesson.id) keys.current[i] = lesson.id;
  });
  return keys;
}

/** The Lessons step: the list with add, edit, delete (confirmed) and reorder by drag and drop or keyboard. */
export function LessonsEditor({ lessons, onChange, validateLesson, restricted = false, readOnly = false, onReorder }: LessonsEditorProps) {
  const keys = useRowKeys(lessons);
  const [editing, setEditing] = useState<{ index: number; key: string } | null>(null);
  const [deleting, setDeleting] = useState<number | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_ACTIVATION_DISTANCE } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.current.indexOf(String(active.id));
    const to = keys.current.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    keys.current = arrayMove(keys.current, from, to);
    const next = arrayMove(lessons, from, to).map((lesson, i) => ({ ...lesson, day: i + 1 }));
    onChange(next);
    onReorder?.(lessonOrder(next));
  };

  const saveLesson = (index: number, key: string, lesson: LessonItem) => {
    if (index === lessons.length) {
      keys.current = [...keys.current, lesson.id ?? key];
      onChange([...lessons, { ...lesson, day: index + 1 }]);
    } else {
      onChange(lessons.map((current, i) => (i === index ? { ...current, ...lesson, day: i + 1 } : current)));
    }
    setEditing(null);
  };

  const remove = (index: number) => {
    keys.current = keys.current.filter((_, i) => i !== index);
    onChange(lessons.filter((_, i) => i !== index).map((lesson, i) => ({ ...lesson, day: i + 1 })));
    setDeleting(null);
  };

  return (
    <Stack>
      {lessons.length === 0 ? <Text c="dimmed">No lessons yet.</Text> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={keys.current} strategy={verticalListSortingStrategy}>
          <Stack gap="xs" role="list" aria-label="Lessons">
            {lessons.map((lesson, index) => (
              <div role="listitem" key={keys.current[index]}>
                <SortableLessonRow
                  id={keys.current[index]!}
                  index={index}
                  lesson={lesson}
                  restricted={restricted || readOnly}
                  readOnly={readOnly}
                  onEdit={() => setEditing({ index, key: keys.current[index]! })}
                  onDelete={() => setDeleting(index)}
                />
              </div>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
      {restricted || readOnly ? null : (
        <div>
          <Button variant="light" onClick={() => setEditing({ index: lessons.length, key: newKey() })}>
            Add lesson
          </Button>
        </div>
      )}
      {editing ? (
        <LessonEditorModal
          number={editing.index + 1}
          fileKey={editing.key}
          lesson={lessons[editing.index]}
          validateLesson={validateLesson}
          restricted={restricted}
          onSave={(lesson) => saveLesson(editing.index, editing.key, lesson)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete Lesson"
        message={deleting !== null ? `Are you sure you want to delete Lesson ${deleting + 1}? This action cannot be undone.` : undefined}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={() => deleting !== null && remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}

import type { FieldProps } from '@rjsf/utils';
import { LessonsEditor } from './LessonsEditor';
import { useLessonsSettings } from './LessonsContext';
import type { LessonItem } from './lessonTypes';

/** The course wizard's `lessons` array as an RJSF field (`ui:field`), settings from LessonsContext. */
export function LessonsField({ formData, onChange, fieldPathId }: FieldProps) {
  const { validateLesson, restricted, onReorder } = useLessonsSettings();
  const lessons = Array.isArray(formData) ? (formData as LessonItem[]) : [];
  return (
    <LessonsEditor
      lessons={lessons}
      onChange={(next) => onChange(next, fieldPathId.path)}
      validateLesson={validateLesson}
      restricted={restricted}
      onReorder={onReorder}
    />
  );
}

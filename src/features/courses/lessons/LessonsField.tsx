import type { FieldProps } from '@rjsf/utils';
import { LessonsEditor } from './LessonsEditor';
import { useLessonsSettings } from './LessonsContext';
import type { LessonItem } from './lessonTypes';

/** The course wizard's `lessons` array as an RJSF field (`ui:field`), settings from LessonsContext. */
export function LessonsField({ formData, onChange, fieldPathId, uiSchema, disabled }: FieldProps) {
  const settings = useLessonsSettings();
  // The course rules mark a live course's lessons with `x-ui.options.restricted` (withCourseRules).
  const restricted = settings.restricted || (uiSchema?.['ui:options'] as { restricted?: unknown } | undefined)?.restricted === true;
  const { validateLesson, onReorder } = settings;
  const lessons = Array.isArray(formData) ? (formData as LessonItem[]) : [];
  return (
    <LessonsEditor
      lessons={lessons}
      onChange={(next) => onChange(next, fieldPathId.path)}
      validateLesson={validateLesson}
      restricted={restricted}
      // The wizard is read-only (an edit waits for review): the list is shown, nothing can be changed.
      readOnly={disabled === true}
      onReorder={onReorder}
    />
  );
}

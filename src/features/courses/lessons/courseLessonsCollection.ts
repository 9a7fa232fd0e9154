import type { Item, ItemCollection } from '../../../renderer/fields/itemList/ItemCollections';
import { StepRefused, type CoursesApi } from '../api/coursesApi';
import { applyLessonSavingRules } from '../../../domain/courses/lessonSavingRules';

/** The name `lessons.schema.json` gives the course's lessons collection (`x-ui.options.save.collection`). */
export const COURSE_LESSONS = 'course-lessons';

/** Spec 1 §8: what the publisher reads when a lesson call fails. */
const SAVE_FAILED = 'Error occurred while saving';

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);

/**
 * A lesson as it is validated and sent: title trimmed, empty contributors dropped, and the spec's survey
 * saving rules (question omitted when empty, empty answers dropped, padded to 4) from the rule module the
 * server applies too.
 */
export function lessonForSaving(lesson: Item): Item {
  const contributors = Array.isArray(lesson.contributors) ? lesson.contributors.map(trimmed).filter((name) => typeof name === 'string' && name !== '') : undefined;
  return applyLessonSavingRules({
    ...lesson,
    ...(typeof lesson.title === 'string' ? { title: lesson.title.trim() } : {}),
    ...(contributors ? { contributors } : {}),
  });
}

// A refusal with field errors keeps them (the editor shows them at their fields); anything else is the spec's message.
async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof StepRefused) throw error;
    throw new Error(SAVE_FAILED);
  }
}

/**
 * The course's lessons as the item list saves them, one call per change (spec 1 §7 helper operations):
 * create, update, delete, and reorder as {id, day}. The server updates the course totals after each.
 */
export function courseLessonsCollection(api: CoursesApi): ItemCollection {
  return {
    prepare: lessonForSaving,
    create: (courseId, lesson) => calling(() => api.createLesson(courseId, lesson)),
    update: (courseId, id, lesson) => calling(() => api.updateLesson(courseId, id, lesson)),
    remove: (courseId, id) => calling(() => api.deleteLesson(courseId, id)),
    reorder: (courseId, order) => calling(() => api.reorderLessons(courseId, order as Array<{ id: string; day: number }>)),
  };
}

import type { Item, ItemCollection } from '../../../renderer/fields/itemList/ItemCollections';
import { StepRefused, type CoursesApi } from '../api/coursesApi';
import { ANSWER_SLOTS, applyLessonSavingRules } from '../../../domain/courses/lessonSavingRules';

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

/**
 * A lesson as the editor checks it on Save: as saved, but with the survey's slots where the publisher sees
 * them. A survey the saving rules leave out (no question, no answers) is checked as an empty question and
 * 4 empty answers, and empty answers are not moved up: every missing text shows its own message, at its
 * own input, at once. A lesson passes this check exactly when its saved form is valid (4 answers required).
 */
export function lessonForChecking(lesson: Item): Item {
  const survey = (lesson.question && typeof lesson.question === 'object' ? lesson.question : {}) as { question?: unknown; answers?: unknown };
  const typed = Array.isArray(survey.answers) ? survey.answers : [];
  const answers = Array.from({ length: Math.max(ANSWER_SLOTS, typed.length) }, (_, i) => {
    const answer: unknown = typed[i];
    const value = answer && typeof answer === 'object' ? (answer as { value?: unknown }).value : answer;
    return { value: typeof value === 'string' ? value.trim() : '' };
  });
  return { ...lessonForSaving(lesson), question: { question: typeof survey.question === 'string' ? survey.question.trim() : '', answers } };
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
    checked: lessonForChecking,
    create: (courseId, lesson) => calling(() => api.createLesson(courseId, lesson)),
    update: (courseId, id, lesson) => calling(() => api.updateLesson(courseId, id, lesson)),
    remove: (courseId, id) => calling(() => api.deleteLesson(courseId, id)),
    reorder: (courseId, order) => calling(() => api.reorderLessons(courseId, order as Array<{ id: string; day: number }>)),
  };
}

import type { CoursesApi } from '../api/coursesApi';

type Lesson = Record<string, unknown> & { id?: string };

/**
 * Makes the stored lessons equal the list the wizard holds: lessons with an id are updated, the rest
 * take over unused stored lessons by position or are created, leftovers are deleted, and the order is
 * saved as {id, day}. Idempotent, so a list without ids never duplicates lessons on a second save.
 */
export async function syncLessons(api: CoursesApi, courseId: string, lessons: readonly Lesson[]): Promise<void> {
  const stored = ((await api.get(courseId))?.data.lessons ?? []) as Lesson[];
  const claimed = new Set(lessons.map((l) => l.id).filter((id): id is string => typeof id === 'string'));
  const spare = stored.map((l) => l.id as string).filter((id) => !claimed.has(id));
  const ids: string[] = [];
  for (const lesson of lessons) {
    const { id: own, day: _day, ...fields } = lesson;
    const id = own && stored.some((s) => s.id === own) ? own : spare.shift();
    if (id) {
      await api.updateLesson(courseId, id, fields);
      ids.push(id);
    } else {
      const created = await api.createLesson(courseId, fields);
      if (typeof created?.id === 'string') ids.push(created.id);
    }
  }
  for (const id of spare) await api.deleteLesson(courseId, id);
  if (ids.length > 0) await api.reorderLessons(courseId, ids.map((id, i) => ({ id, day: i + 1 })));
}

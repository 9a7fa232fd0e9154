import type { DocumentStore } from '../../src/server/db/DocumentStore';
import { createLesson, updateTotals } from '../../src/server/services/coursesLessons';
import { saveCourseStep } from '../../src/server/services/coursesStepSave';
import { VALID, lesson } from './coursesRuleTable';

/**
 * Stores a complete course (every step valid, two valid lessons) the way the course calls store one,
 * then gives it `status`: a fixture that SET_PENDING accepts. Written straight into the database.
 */
export async function storeCompleteCourse(store: DocumentStore, uid: string, id: string, status: string, extra: Record<string, unknown> = {}): Promise<string> {
  const now = new Date();
  const path = `users/${uid}/library_items/${id}`;
  await saveCourseStep(store, uid, id, 'details', VALID.details, now);
  await saveCourseStep(store, uid, id, 'promo', VALID.promo, now);
  await createLesson(store, uid, id, lesson('Arriving in the morning'), now);
  await createLesson(store, uid, id, lesson('Settling into the day'), now);
  await updateTotals(store, uid, id, path, now);
  await store.set(path, { status, ...extra }, true);
  return path;
}

import type { DocumentStore } from '../db/DocumentStore';
import { contextAt } from '../../engine/validation/context/validationContext';
import { wizardErrors } from '../wizards/wizardErrors';
import { readCourse } from './coursesRead';
import { courseWizard, ValidationRefusal, type StepFieldError } from './coursesWizard';

type Store = Pick<DocumentStore, 'get' | 'set' | 'delete' | 'query'>;

/** The 400 message of a submit refused because the course is not complete; the field errors follow it. */
export const incompleteCourseMessage = (first: string): string => `This course cannot be submitted until every step is complete: ${first}`;

/**
 * Every field error of a course as it would be submitted: each step (review aside) validated with the
 * same compiled schemas and context as a step save, over the revision-applied data, so the lessons step
 * brings the two-lesson minimum and each lesson's rules, and the promo step the publish-date rule.
 */
export async function courseErrors(store: Store, uid: string, courseId: string, now: Date, timeZone = 'UTC'): Promise<StepFieldError[]> {
  const { status, data } = await readCourse(store, uid, courseId);
  return wizardErrors(courseWizard(), data, contextAt(now, { timeZone, status, item: data }));
}

/** Refuses (400 `{ message, errors }`, each error with its step) a course that is not complete. */
export async function checkCourseComplete(store: Store, uid: string, courseId: string, now: Date, timeZone?: string): Promise<void> {
  const errors = await courseErrors(store, uid, courseId, now, timeZone);
  if (errors.length > 0) throw new ValidationRefusal(errors, incompleteCourseMessage(errors[0]!.message));
}

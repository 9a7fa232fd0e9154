import type { DocData } from '../../backend/ports';
import { badRequest, notFound } from '../http/HttpError';

/** The teacher dashboard path prefix of the course calls. */
export const COURSES_PATH = '/api/v1/publishers/courses';

/** Where a publisher's course lives: always under the caller's own user area. */
export const coursePath = (uid: string, courseId: string): string => `users/${uid}/library_items/${courseId}`;
export const lessonsPath = (uid: string, courseId: string): string => `${coursePath(uid, courseId)}/lessons`;

/** A course id or lesson id from the URL: a single path segment. */
export function checkId(value: string | undefined, what: string): string {
  if (!value || !/^[A-Za-z0-9_-]{1,128}$/.test(value)) throw badRequest(`${what} is not a valid id`);
  return value;
}

/** Missing and not-a-course read the same, as for other users' items. */
export const courseNotFound = () => notFound('Course not found');

/** The stored course, or 404 when it is missing or not a course. */
export function requireCourse(doc: { data: DocData } | null): DocData {
  if (!doc || (doc.data.item_type !== undefined && doc.data.item_type !== 'COURSES')) throw courseNotFound();
  return doc.data;
}

/** Spec 1 §3 timestamp object (epoch in milliseconds). */
export { timestampOf } from '../../domain/storedTimestamp';

import { readJsonObject } from '../http/readJsonBody';
import { sendEmpty, sendJson } from '../http/respond';
import { Router, type Handler } from '../http/Router';
import type { ServerContext } from '../ServerContext';
import { isRestricted } from '../../features/courses/wizard/withCourseRules';
import { HttpError } from '../http/HttpError';
import { checkId, COURSES_PATH, coursePath, requireCourse } from './coursesDocs';
import { checkNotUnderEditReview } from './coursesEditLock';
import { createLesson, deleteLesson, lessonForWizard, reorderLessons, updateLesson, updateTotals } from './coursesLessons';
import { listCourses, readCourse } from './coursesRead';
import { saveCourseStep } from './coursesStepSave';
import { ValidationRefusal } from './coursesWizard';

/** Why a lesson call on a live course is refused. */
export const LIVE_LESSONS_LOCKED = 'Lessons of a live course cannot be added, deleted or reordered';

/**
 * The course calls of the teacher dashboard service (spec 1 §7 helper operations: save course step,
 * lessons, courses by user), relative to `/svc/teacherDashboard`. Every call works on the caller's own
 * courses only (`users/{uid}/library_items/{id}`); see docs/course-wizard.md for the shapes.
 */
export function coursesRoutes(ctx: Pick<ServerContext, 'db' | 'docs'>, now: () => Date = () => new Date()): Router {
  const store = ctx.docs;
  const atomically = <T>(fn: () => T): T => ctx.db.transaction(fn).immediate();
  // A refused step save answers { message, errors } so the client can show each field's message.
  const guarded = (handler: Handler): Handler => async (rc) => {
    try {
      await handler(rc);
    } catch (error) {
      if (!(error instanceof ValidationRefusal)) throw error;
      sendJson(rc.res, 400, { message: error.message, errors: error.errors });
    }
  };
  // A lesson change is a change to the course: refused, like a step save, while an edit waits for review.
  const ownCourse = (uid: string, id: string) => {
    const course = requireCourse(store.get(coursePath(uid, id)));
    checkNotUnderEditReview(String(course.status ?? 'DRAFT'));
    return course;
  };
  // Restricted mode (spec 1 §4) holds on the server too: a live course's lessons are not added, deleted or reordered.
  const unlockedCourse = (uid: string, id: string) => {
    const course = ownCourse(uid, id);
    if (isRestricted(String(course.status ?? 'DRAFT'))) throw new HttpError(409, LIVE_LESSONS_LOCKED);
    return course;
  };
  const withTotals = (uid: string, id: string) => updateTotals(store, uid, id, coursePath(uid, id), now());
  return new Router()
    .add('GET', COURSES_PATH, ({ res, user }) => sendJson(res, 200, { data: listCourses(store, user.uid) }))
    .add('GET', `${COURSES_PATH}/:id`, ({ res, user, params }) => sendJson(res, 200, { data: readCourse(store, user.uid, checkId(params.id, 'course id')) }))
    .add(
      'PUT',
      `${COURSES_PATH}/:id/steps/:step`,
      guarded(async ({ req, res, user, params }) => {
        const body = await readJsonObject(req);
        const id = checkId(params.id, 'course id');
        const result = atomically(() => saveCourseStep(store, user.uid, id, params.step ?? '', body, now()));
        sendJson(res, result.created ? 201 : 200, { data: result });
      }),
    )
    .add('POST', `${COURSES_PATH}/:id/lessons`, async ({ req, res, user, params }) => {
      const body = await readJsonObject(req);
      const id = checkId(params.id, 'course id');
      const lesson = atomically(() => {
        unlockedCourse(user.uid, id);
        const created = createLesson(store, user.uid, id, body, now());
        return { lesson: lessonForWizard(created), totals: withTotals(user.uid, id) };
      });
      sendJson(res, 201, { data: lesson });
    })
    .add('PUT', `${COURSES_PATH}/:id/lessons/order`, async ({ req, res, user, params }) => {
      const body = await readJsonObject(req);
      const id = checkId(params.id, 'course id');
      const totals = atomically(() => {
        const course = ownCourse(user.uid, id);
        reorderLessons(store, user.uid, id, body.order, isRestricted(String(course.status ?? 'DRAFT')));
        return withTotals(user.uid, id);
      });
      sendJson(res, 200, { data: { totals } });
    })
    .add('PUT', `${COURSES_PATH}/:id/lessons/:lessonId`, async ({ req, res, user, params }) => {
      const body = await readJsonObject(req);
      const id = checkId(params.id, 'course id');
      const lesson = atomically(() => {
        const course = ownCourse(user.uid, id);
        const updated = updateLesson(store, user.uid, id, params.lessonId ?? '', body, now(), isRestricted(String(course.status ?? 'DRAFT')));
        return { lesson: lessonForWizard(updated), totals: withTotals(user.uid, id) };
      });
      sendJson(res, 200, { data: lesson });
    })
    .add('DELETE', `${COURSES_PATH}/:id/lessons/:lessonId`, ({ res, user, params }) => {
      const id = checkId(params.id, 'course id');
      atomically(() => {
        unlockedCourse(user.uid, id);
        deleteLesson(store, user.uid, id, params.lessonId ?? '');
        withTotals(user.uid, id);
      });
      sendEmpty(res, 204);
    });
}

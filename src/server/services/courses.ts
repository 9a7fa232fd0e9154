import { readJsonObject } from '../http/readJsonBody';
import { sendEmpty, sendJson } from '../http/respond';
import { Router } from '../http/Router';
import type { ServerContext } from '../ServerContext';
import { requireProfile } from './requireProfile';
import { isRestricted } from '../../domain/courses/courseRestrictions';
import { HttpError, notFound } from '../http/HttpError';
import { checkId, COURSES_PATH, coursePath, requireCourse } from './coursesDocs';
import { editTargetOf } from './coursesEditLock';
import { checkOrder, createLesson, deleteLesson, lessonForWizard, reorderLessons, totalsOf, updatedLesson, updateLesson, updateTotals } from './coursesLessons';
import { listCourses, readCourse } from './coursesRead';
import { workingCopy, writeRevision } from './coursesRevision';
import { stepSaveHandler } from '../wizards/wizardRoutes';
import type { WizardCatalog } from '../wizards/wizardCatalog';
import { COURSE_WIZARD } from './coursesWizard';
import { wizardDeps } from './wizardDeps';

/** Why a lesson call on a live course is refused. */
export const LIVE_LESSONS_LOCKED = 'Lessons of a live course cannot be added, deleted or reordered';

/**
 * The course calls of the teacher dashboard service (spec 1 §7 helper operations: save course step,
 * lessons, courses by user), relative to `/svc/teacherDashboard`. Every call works on the caller's own
 * courses only (`users/{uid}/library_items/{id}`); see docs/course-wizard.md for the shapes. Edits of a
 * live course go to its pending revision (coursesRevision.ts); its document and lessons stay as published.
 */
export function coursesRoutes(ctx: Pick<ServerContext, 'docs'> & { wizards?: WizardCatalog }, now: () => Date = () => new Date()): Router {
  const store = ctx.docs;
  const atomically = <T>(fn: () => Promise<T>): Promise<T> => ctx.docs.runTransaction(fn);
  // A lesson change is a change to the course: the status machine says where it goes (409 while an edit waits for review).
  const ownCourse = async (uid: string, id: string) => {
    const course = requireCourse(await store.get(coursePath(uid, id)));
    const status = String(course.status ?? 'DRAFT');
    return { course, target: editTargetOf(status), restricted: isRestricted(status) };
  };
  // Restricted mode (spec 1 §4) holds on the server too: a live course's lessons are not added, deleted or reordered.
  const unlockedCourse = async (uid: string, id: string) => {
    const owned = await ownCourse(uid, id);
    if (owned.restricted) throw new HttpError(409, LIVE_LESSONS_LOCKED);
    return owned;
  };
  const withTotals = (uid: string, id: string) => updateTotals(store, uid, id, coursePath(uid, id), now());
  return new Router()
    .add('GET', COURSES_PATH, async ({ res, user }) => sendJson(res, 200, { data: await listCourses(store, user.uid) }))
    .add('GET', `${COURSES_PATH}/:id`, async ({ res, user, params }) => sendJson(res, 200, { data: await readCourse(store, user.uid, checkId(params.id, 'course id')) }))
    // The course's step saves are the generic step save (src/server/wizards) with the course wizard.
    .add('PUT', `${COURSES_PATH}/:id/steps/:step`, stepSaveHandler({ ...wizardDeps(store, ctx.wizards), now, checkCaller: (user) => requireProfile(store, user) }, COURSE_WIZARD))
    .add('POST', `${COURSES_PATH}/:id/lessons`, async ({ req, res, user, params }) => {
      await requireProfile(store, user);
      const body = await readJsonObject(req);
      const id = checkId(params.id, 'course id');
      const lesson = await atomically(async () => {
        await unlockedCourse(user.uid, id);
        const created = await createLesson(store, user.uid, id, body, now());
        return { lesson: lessonForWizard(created), totals: await withTotals(user.uid, id) };
      });
      sendJson(res, 201, { data: lesson });
    })
    .add('PUT', `${COURSES_PATH}/:id/lessons/order`, async ({ req, res, user, params }) => {
      await requireProfile(store, user);
      const body = await readJsonObject(req);
      const id = checkId(params.id, 'course id');
      const totals = await atomically(async () => {
        const { course, target, restricted } = await ownCourse(user.uid, id);
        if (target === 'live') {
          await reorderLessons(store, user.uid, id, body.order, restricted);
          return withTotals(user.uid, id);
        }
        // A live course's order cannot change: the check refuses a move, and an unchanged order writes nothing.
        const { lessons } = await workingCopy(store, user.uid, id, course);
        checkOrder(lessons.map((l) => ({ id: String(l.id), data: l })), body.order, true);
        return totalsOf(lessons);
      });
      sendJson(res, 200, { data: { totals } });
    })
    .add('PUT', `${COURSES_PATH}/:id/lessons/:lessonId`, async ({ req, res, user, params }) => {
      await requireProfile(store, user);
      const body = await readJsonObject(req);
      const id = checkId(params.id, 'course id');
      const lessonId = checkId(params.lessonId, 'lesson id');
      const lesson = await atomically(async () => {
        const { course, target, restricted } = await ownCourse(user.uid, id);
        if (target === 'live') {
          const updated = await updateLesson(store, user.uid, id, lessonId, body, now(), restricted);
          return { lesson: lessonForWizard(updated), totals: await withTotals(user.uid, id) };
        }
        const working = await workingCopy(store, user.uid, id, course);
        const index = working.lessons.findIndex((l) => l.id === lessonId);
        if (index < 0) throw notFound('Lesson not found');
        const updated = updatedLesson(user.uid, working.lessons[index]!, body, now(), restricted);
        const lessons = working.lessons.with(index, updated);
        await writeRevision(store, user.uid, id, course, { ...working, lessons }, now());
        return { lesson: lessonForWizard({ id: lessonId, data: updated }), totals: totalsOf(lessons) };
      });
      sendJson(res, 200, { data: lesson });
    })
    .add('DELETE', `${COURSES_PATH}/:id/lessons/:lessonId`, async ({ res, user, params }) => {
      await requireProfile(store, user);
      const id = checkId(params.id, 'course id');
      await atomically(async () => {
        await unlockedCourse(user.uid, id);
        await deleteLesson(store, user.uid, id, params.lessonId ?? '');
        await withTotals(user.uid, id);
      });
      sendEmpty(res, 204);
    });
}

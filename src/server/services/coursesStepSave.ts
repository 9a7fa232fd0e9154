import type { DocData } from '../../backend/ports';
import { topicFlags, ALL_FLAGS } from '../../features/courses/topics/topicCatalogue';
import { isWorkplaceSkill } from '../../features/courses/wizard/courseType';
import type { DocumentStore } from '../db/DocumentStore';
import { notFound } from '../http/HttpError';
import { checkOwnFile } from './coursesFiles';
import { coursePath, requireCourse, timestampOf } from './coursesDocs';
import { editTargetOf } from './coursesEditLock';
import { lessonForWizard, updateTotals } from './coursesLessons';
import { workingCopy, writeRevision } from './coursesRevision';
import { checkCourseStep, courseWizard, stepOwnedFields } from './coursesWizard';

type Store = Pick<DocumentStore, 'get' | 'set' | 'delete' | 'query'>;

/** What a step save answers: the course id, its status (a save never moves it), and whether it was created. */
export interface StepSaveResult {
  id: string;
  status: string;
  created: boolean;
}

const stringArray = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

// Stored shape of each step's fields where it differs from what the wizard edits.
function storedFields(stepKey: string, fields: DocData, uid: string): DocData {
  const out: DocData = { ...fields };
  if (stepKey === 'details') {
    if (isWorkplaceSkill(fields.course_type)) delete out.publisher_intro;
    const flags = isWorkplaceSkill(fields.course_type)
      ? ALL_FLAGS
      : topicFlags([...stringArray(fields.benefits), ...stringArray(fields.practices), ...stringArray(fields.origins)]);
    Object.assign(out, flags);
  }
  if (stepKey === 'promo') {
    const image = fields.course_image as { remoteFile?: unknown } | undefined;
    const audio = fields.intro_audio as { remoteFile?: unknown; durationSec?: unknown } | undefined;
    checkOwnFile(uid, image?.remoteFile, 'course_image');
    checkOwnFile(uid, audio?.remoteFile, 'intro_audio');
    out.is_course_image_uploaded = image !== undefined;
    out.is_course_audio_uploaded = audio !== undefined;
    if (typeof audio?.durationSec === 'number') out.intro_length = audio.durationSec;
    // SOON stores no publish_after and removes a stored one (spec 1 §4).
    if (fields.selected_publish_after === 'AFTER' && typeof fields.publish_after === 'string') {
      out.publish_after = timestampOf(new Date(`${fields.publish_after.slice(0, 10)}T00:00:00.000Z`));
    } else delete out.publish_after;
  }
  // Lessons are written through the lesson calls; the step save only confirms them.
  if (stepKey === 'lessons') delete out.lessons;
  return out;
}

/**
 * PUT …/courses/{id}/steps/{stepKey}: validates the step's own fields with the compiled step schema
 * (400 with FieldErrors), creates the course as DRAFT (item_type COURSES) when the id is new, writes
 * only that step's fields (a field the step owns but the body lacks is cleared). The status stays:
 * it moves on submit (SET_PENDING), so a course can be edited across all steps in one review. Where
 * the edit goes is the status machine's answer (item.edit): a live course (PUBLISHED, REJECTED_EDIT)
 * saves into its pending revision and its live document stays as published; 409 while an edit already
 * waits for review. Runs inside the caller's transaction.
 */
export function saveCourseStep(store: Store, uid: string, courseId: string, stepKey: string, body: DocData, now: Date): StepSaveResult {
  const wizard = courseWizard();
  const step = wizard.steps.find((s) => s.key === stepKey && !s.review);
  if (!step) throw notFound(`The course wizard has no step "${stepKey}"`);
  const path = coursePath(uid, courseId);
  const existing = store.get(path);
  const live = existing ? requireCourse(existing) : null;
  const status = String(live?.status ?? 'DRAFT');
  const target = editTargetOf(status);
  const fields = Object.fromEntries(step.fields.filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
  checkCourseStep(stepKey, fields, status, now);
  const working = live ? workingCopy(store, uid, courseId, live) : null;
  const current = working?.document ?? null;
  if (stepKey === 'lessons') {
    // The stored lessons are what gets published: they must pass the same rules as the list sent.
    const stored = (working?.lessons ?? []).map((l) => lessonForWizard({ id: String(l.id), data: l }));
    checkCourseStep('lessons', { lessons: stored }, status, now);
  }
  const written = storedFields(stepKey, fields, uid);
  const owned = stepOwnedFields(stepKey);
  const next: DocData = { ...(current ?? {}) };
  for (const field of owned) delete next[field];
  Object.assign(next, written);
  // Only the step's own (and derived) fields can differ; compare them one by one, key order aside.
  const changed = owned.some((f) => JSON.stringify(next[f]) !== JSON.stringify(current?.[f]));
  const at = timestampOf(now);
  if (!live || !working) {
    store.set(path, { ...next, item_type: 'COURSES', status: 'DRAFT', created_at: at, updated_at: at });
    return { id: courseId, status: 'DRAFT', created: true };
  }
  if (target === 'revision') {
    if (changed) writeRevision(store, uid, courseId, live, { ...working, document: next }, now);
    return { id: courseId, status, created: false };
  }
  if (changed) store.set(path, { ...next, updated_at: at });
  if (stepKey === 'lessons') updateTotals(store, uid, courseId, path, now);
  return { id: courseId, status, created: false };
}

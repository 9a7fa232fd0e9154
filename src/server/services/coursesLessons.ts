import type { DocData, DocSnapshot } from '../../backend/ports';
import { applyLessonSavingRules } from '../../domain/courses/lessonSavingRules';
import type { DocumentStore } from '../db/DocumentStore';
import { generateId } from '../db/DocumentStore';
import { badRequest, HttpError, notFound } from '../http/HttpError';
import { checkOwnFile } from './coursesFiles';
import { checkId, lessonsPath, timestampOf } from './coursesDocs';

type Store = Pick<DocumentStore, 'get' | 'set' | 'delete' | 'query'>;

// What a lesson may carry (spec 1 §3 'Lesson'); the rest of a request body is ignored.
const LESSON_FIELDS = ['title', 'outline', 'contributors', 'audio', 'question'] as const;

/** The course's lessons in day order. */
export async function listLessons(store: Store, uid: string, courseId: string): Promise<DocSnapshot[]> {
  return await store.query(lessonsPath(uid, courseId), { orderBy: [['day', 'asc']], limit: 1000 });
}

/** A stored lesson as the wizard edits it: the uploader's audio object rebuilt from the stored path when absent. */
export function lessonForWizard(doc: Pick<DocSnapshot, 'id' | 'data'>): DocData {
  const { created_at: _c, updated_at: _u, audio_file_path, length, media_audio_file_size, media_edited_audio_file_size: _e, ...rest } = doc.data;
  const audio =
    rest.audio ??
    (typeof audio_file_path === 'string'
      ? { fileName: audio_file_path.split('/').pop(), remoteFile: audio_file_path, mime: 'audio/mpeg', bytes: media_audio_file_size, durationSec: length }
      : undefined);
  const out: DocData = { ...rest, id: doc.id };
  if (audio) out.audio = audio;
  return out;
}

function lessonData(uid: string, body: Record<string, unknown>): DocData {
  const picked: DocData = {};
  for (const field of LESSON_FIELDS) if (body[field] !== undefined) picked[field] = body[field];
  const lesson = applyLessonSavingRules(picked);
  const audio = lesson.audio as { remoteFile?: unknown; durationSec?: unknown; bytes?: unknown } | undefined;
  if (audio !== undefined) {
    if (typeof audio !== 'object' || audio === null) throw badRequest('audio must be an uploaded file');
    checkOwnFile(uid, audio.remoteFile, 'audio');
    // The spec's stored fields follow the uploaded file.
    lesson.audio_file_path = audio.remoteFile;
    if (typeof audio.durationSec === 'number') lesson.length = audio.durationSec;
    if (typeof audio.bytes === 'number') lesson.media_audio_file_size = audio.bytes;
  }
  return lesson;
}

/** The course totals of a list of stored lessons (spec 1 §4: totalLessons, mediaLengthPerLessonAvg). */
export function totalsOf(lessons: DocData[]): DocData {
  const lengths = lessons.map((l) => l.length).filter((n): n is number => typeof n === 'number');
  const avg = lengths.length ? Math.round(lengths.reduce((a, b) => a + b, 0) / lengths.length) : 0;
  return { totalLessons: lessons.length, days: lessons.length, mediaLengthPerLessonAvg: avg, minutes_per_day: Math.round(avg / 60) };
}

/** Recomputes the course totals from its stored lessons and writes them to the course document. */
export async function updateTotals(store: Store, uid: string, courseId: string, coursePathValue: string, now: Date): Promise<DocData> {
  const totals = totalsOf((await listLessons(store, uid, courseId)).map((l) => l.data));
  await store.set(coursePathValue, { ...totals, updated_at: timestampOf(now) }, true);
  return totals;
}

/** Creates a lesson as the next day, with the saving rules applied. */
export async function createLesson(store: Store, uid: string, courseId: string, body: Record<string, unknown>, now: Date): Promise<DocSnapshot> {
  const id = generateId();
  const day = (await listLessons(store, uid, courseId)).length + 1;
  const at = timestampOf(now);
  return await store.set(`${lessonsPath(uid, courseId)}/${id}`, { ...lessonData(uid, body), id, day, created_at: at, updated_at: at });
}

/** A stored lesson with its editable fields replaced; its id, day and created_at stay, and with `surveyLocked` its survey too. */
export function updatedLesson(uid: string, current: DocData, body: Record<string, unknown>, now: Date, surveyLocked = false): DocData {
  const { id, day, created_at } = current;
  const { question: sent, ...data } = lessonData(uid, body);
  const question = surveyLocked ? current.question : sent;
  return { ...data, ...(question === undefined ? {} : { question }), id, day, created_at, updated_at: timestampOf(now) };
}

/** Replaces a stored lesson's editable fields (see updatedLesson). */
export async function updateLesson(store: Store, uid: string, courseId: string, lessonId: string, body: Record<string, unknown>, now: Date, surveyLocked = false): Promise<DocSnapshot> {
  const path = `${lessonsPath(uid, courseId)}/${checkId(lessonId, 'lesson id')}`;
  const current = await store.get(path);
  if (!current) throw notFound('Lesson not found');
  return await store.set(path, updatedLesson(uid, current.data, body, now, surveyLocked));
}

/** Deletes a lesson and renumbers the days after it. */
export async function deleteLesson(store: Store, uid: string, courseId: string, lessonId: string): Promise<void> {
  const path = `${lessonsPath(uid, courseId)}/${checkId(lessonId, 'lesson id')}`;
  if (!await store.get(path)) throw notFound('Lesson not found');
  await store.delete(path);
  for (const [i, l] of (await listLessons(store, uid, courseId)).entries()) {
    if (l.data.day !== i + 1) await store.set(l.path, { day: i + 1 }, true);
  }
}

/** Reorders with a list of {id, day}: exactly the course's lessons, days 1..n each once; `locked` refuses a change. */
export async function reorderLessons(store: Store, uid: string, courseId: string, order: unknown, locked = false): Promise<void> {
  const lessons = await listLessons(store, uid, courseId);
  checkOrder(lessons, order, locked);
  for (const entry of order as Array<{ id: string; day: number }>) await store.set(`${lessonsPath(uid, courseId)}/${entry.id}`, { day: entry.day }, true);
}

/** Checks a list of {id, day} against the lessons (see reorderLessons); throws 400, or 409 when `locked` and it moves any. */
export function checkOrder(lessons: Array<Pick<DocSnapshot, 'id' | 'data'>>, order: unknown, locked: boolean): void {
  if (!Array.isArray(order) || order.length !== lessons.length) throw badRequest('order must list every lesson of the course once');
  const ids = new Set(lessons.map((l) => l.id));
  const days = new Set<number>();
  for (const entry of order as Array<{ id?: unknown; day?: unknown }>) {
    if (typeof entry?.id !== 'string' || !ids.has(entry.id)) throw badRequest('order names a lesson that is not in this course');
    if (!Number.isInteger(entry.day) || (entry.day as number) < 1 || (entry.day as number) > lessons.length) throw badRequest('day must be 1 to the number of lessons');
    days.add(entry.day as number);
    ids.delete(entry.id);
  }
  if (days.size !== lessons.length) throw badRequest('each day must appear once');
  const moved = (order as Array<{ id: string; day: number }>).some((e) => lessons.find((l) => l.id === e.id)?.data.day !== e.day);
  if (locked && moved) throw new HttpError(409, 'Lessons of a live course cannot be added, deleted or reordered');
}

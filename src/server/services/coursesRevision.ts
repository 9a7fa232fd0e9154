import type { DocData } from '../../backend/ports';
import type { DocumentStore } from '../db/DocumentStore';
import { checkId, coursePath, lessonsPath, timestampOf } from './coursesDocs';
import { listLessons, totalsOf } from './coursesLessons';
import { courseEditableFields } from './coursesWizard';

type Store = Pick<DocumentStore, 'get' | 'set' | 'delete' | 'query'>;

/** Where the one pending revision of a live course lives, beside its lessons. */
export const revisionPath = (uid: string, courseId: string): string => `${coursePath(uid, courseId)}/revisions/pending`;

/**
 * The edits of a live course waiting to go live: every field the wizard edits (as the course document
 * stores them) and the full list of lessons (as the lesson documents store them, with id and day).
 */
export interface CourseRevision {
  fields: DocData;
  lessons: DocData[];
  /** The live document's updated_at when the revision was started. */
  base_updated_at: unknown;
  updated_at: unknown;
}

/** A course as an edit sees it: its document and lessons with the revision applied, if one exists. */
export interface CourseWorkingCopy {
  document: DocData;
  lessons: DocData[];
  revision: CourseRevision | null;
}

const isRecord = (value: unknown): value is DocData => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The stored revision of a course, or null. */
export function readRevision(store: Store, uid: string, courseId: string): CourseRevision | null {
  const doc = store.get(revisionPath(uid, courseId));
  if (!doc) return null;
  const { fields, lessons, base_updated_at = null, updated_at = null } = doc.data;
  return { fields: isRecord(fields) ? fields : {}, lessons: Array.isArray(lessons) ? lessons.filter(isRecord) : [], base_updated_at, updated_at };
}

/** The stored lessons of the live course in day order, each with its id. */
export function liveLessons(store: Store, uid: string, courseId: string): DocData[] {
  return listLessons(store, uid, courseId).map((l) => ({ ...l.data, id: l.id }));
}

/** The course document with the revision's edited fields in place of the live ones (a field the revision lacks is absent). */
export function withRevision(document: DocData, revision: CourseRevision | null): DocData {
  if (!revision) return document;
  const out: DocData = { ...document };
  for (const field of courseEditableFields()) {
    delete out[field];
    if (revision.fields[field] !== undefined) out[field] = revision.fields[field];
  }
  return out;
}

/** The course as the next edit continues from it: the revision over the live version, or the live version. */
export function workingCopy(store: Store, uid: string, courseId: string, document: DocData): CourseWorkingCopy {
  const revision = readRevision(store, uid, courseId);
  return { document: withRevision(document, revision), lessons: revision?.lessons ?? liveLessons(store, uid, courseId), revision };
}

/** Stores the edited state of a live course as its pending revision; the live document and lessons are not touched. */
export function writeRevision(store: Store, uid: string, courseId: string, live: DocData, edited: CourseWorkingCopy, now: Date): void {
  const fields: DocData = {};
  for (const field of courseEditableFields()) if (edited.document[field] !== undefined) fields[field] = edited.document[field];
  const base_updated_at = edited.revision ? edited.revision.base_updated_at : (live.updated_at ?? null);
  store.set(revisionPath(uid, courseId), { fields, lessons: edited.lessons, base_updated_at, updated_at: timestampOf(now) });
}

/**
 * Makes the revision the course's content: its fields replace the edited fields of the document, its
 * lessons replace the lesson documents (a lesson it does not list is deleted), the totals follow, and the
 * revision is deleted. No revision: nothing changes. Runs inside the caller's transaction.
 */
export function applyRevision(store: Store, uid: string, courseId: string): void {
  const revision = readRevision(store, uid, courseId);
  if (!revision) return;
  const path = coursePath(uid, courseId);
  const document = store.get(path)?.data ?? {};
  const listed = new Set(revision.lessons.map((l) => String(l.id)));
  for (const stored of listLessons(store, uid, courseId)) if (!listed.has(stored.id)) store.delete(stored.path);
  for (const lesson of revision.lessons) store.set(`${lessonsPath(uid, courseId)}/${checkId(String(lesson.id), 'lesson id')}`, lesson);
  store.set(path, { ...withRevision(document, revision), ...totalsOf(revision.lessons) });
  store.delete(revisionPath(uid, courseId));
}

import type { DocData } from '../../backend/ports';
import type { DocumentStore } from '../db/DocumentStore';
import * as generic from '../wizards/itemRevision';
import { revisionLayout } from '../wizards/stepSave';
import { coursePath } from './coursesDocs';
import { COURSE_WIZARD } from './coursesWizard';
import { wizardDeps } from './wizardDeps';

type Store = Pick<DocumentStore, 'get' | 'set' | 'delete' | 'query'>;

/** Where the one pending revision of a live course lives, beside its lessons. */
export const revisionPath = (uid: string, courseId: string): string => generic.revisionPath(coursePath(uid, courseId));

/**
 * The edits of a live course waiting to go live (the generic item revision, src/server/wizards/itemRevision.ts):
 * every field the wizard edits and the full list of lessons (as the lesson documents store them, with id and day).
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

const layoutOf = (store: Store) => revisionLayout(wizardDeps(store), COURSE_WIZARD);
const refOf = (uid: string, courseId: string) => ({ uid, id: courseId, path: coursePath(uid, courseId) });
const asCourse = (revision: generic.ItemRevision | null): CourseRevision | null =>
  revision && { fields: revision.fields, lessons: revision.collections.lessons ?? [], base_updated_at: revision.base_updated_at, updated_at: revision.updated_at };
const asGeneric = (revision: CourseRevision | null): generic.ItemRevision | null =>
  revision && { fields: revision.fields, collections: { lessons: revision.lessons }, base_updated_at: revision.base_updated_at, updated_at: revision.updated_at };

/** The stored revision of a course, or null. */
export async function readRevision(store: Store, uid: string, courseId: string): Promise<CourseRevision | null> {
  return asCourse((await generic.readRevision(store, coursePath(uid, courseId), layoutOf(store))));
}

/** The course as the next edit continues from it: the revision over the live version, or the live version. */
export async function workingCopy(store: Store, uid: string, courseId: string, document: DocData): Promise<CourseWorkingCopy> {
  const working = await generic.workingCopy(store, refOf(uid, courseId), document, layoutOf(store));
  return { document: working.document, lessons: working.collections.lessons ?? [], revision: asCourse(working.revision) };
}

/** The stored lessons of the live course in day order, each with its id. */
export function liveLessons(store: Store, uid: string, courseId: string): Promise<DocData[]> {
  return layoutOf(store).collections.lessons!.listStored(store, refOf(uid, courseId));
}

/** Stores the edited state of a live course as its pending revision; the live document and lessons are not touched. */
export async function writeRevision(store: Store, uid: string, courseId: string, live: DocData, edited: CourseWorkingCopy, now: Date): Promise<void> {
  const working = { document: edited.document, collections: { lessons: edited.lessons }, revision: asGeneric(edited.revision) };
  await generic.writeRevision(store, coursePath(uid, courseId), live, working, layoutOf(store), now);
}

/** Makes the revision the course's content (see the generic applyRevision); no revision: nothing changes. */
export async function applyRevision(store: Store, uid: string, courseId: string): Promise<void> {
  await generic.applyRevision(store, refOf(uid, courseId), layoutOf(store));
}

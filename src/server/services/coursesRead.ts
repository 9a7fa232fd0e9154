import type { DocData } from '../../backend/ports';
import { isLibraryItemStatus, statusLabel } from '../../../machines/libraryItemStatus';
import type { DocumentStore } from '../db/DocumentStore';
import { coursePath, requireCourse } from './coursesDocs';
import { lessonForWizard } from './coursesLessons';
import { liveLessons, workingCopy } from './coursesRevision';
import { itemForWizard } from '../wizards/itemForWizard';
import { wizardCatalog } from '../wizards/wizardCatalog';
import { COURSE_WIZARD } from './coursesWizard';

type Store = Pick<DocumentStore, 'get' | 'set' | 'delete' | 'query'>;

/** One row of /courses. */
export interface CourseRow {
  id: string;
  title: string;
  status: string;
  status_label: string;
  created_at: unknown;
  updated_at: unknown;
}

const statusOf = (data: DocData): string => String(data.status ?? 'DRAFT');

/** The caller's courses, newest first. */
export async function listCourses(store: Store, uid: string): Promise<CourseRow[]> {
  const docs = await store.query(`users/${uid}/library_items`, { where: [['item_type', '==', 'COURSES']], limit: 1000 });
  const epoch = (d: DocData) => (d.created_at as { epoch?: number } | undefined)?.epoch ?? 0;
  return docs
    .sort((a, b) => epoch(b.data) - epoch(a.data))
    .map(({ id, data }) => {
      const status = statusOf(data);
      return {
        id,
        title: typeof data.title === 'string' ? data.title : '',
        status,
        status_label: isLibraryItemStatus(status) ? statusLabel(status) : status,
        created_at: data.created_at ?? null,
        updated_at: data.updated_at ?? null,
      };
    });
}

/** GET …/courses/{id}: what the wizard edits, and the live version beside it for the per-field diff. */
export interface CourseForWizard {
  id: string;
  status: string;
  status_label: string;
  /** Every step's fields and the lessons, with the pending revision applied when one exists. */
  data: DocData;
  /** The published version in the same shape, while the course has one (PUBLISHED, REJECTED_EDIT, PENDING_EDIT). */
  live?: DocData;
  has_revision: boolean;
}

// Statuses whose live version is published: the wizard shows what an edit changes against it.
const WITH_LIVE_VERSION = new Set(['PUBLISHED', 'REJECTED_EDIT', 'PENDING_EDIT']);

/** A stored course and its stored lessons in the wizard's shape: every step's fields (publish_after as YYYY-MM-DD) and lessons. */
export function wizardData(stored: DocData, lessons: DocData[]): DocData {
  return { ...itemForWizard(wizardCatalog(), COURSE_WIZARD, stored), lessons: lessons.map((l) => lessonForWizard({ id: String(l.id), data: l })) };
}

/** A course as the wizard edits it: the revision over the live version, the live version when published, and its status. */
export async function readCourse(store: Store, uid: string, courseId: string): Promise<CourseForWizard> {
  const stored = requireCourse(await store.get(coursePath(uid, courseId)));
  const status = statusOf(stored);
  const working = await workingCopy(store, uid, courseId, stored);
  const course: CourseForWizard = {
    id: courseId,
    status,
    status_label: isLibraryItemStatus(status) ? statusLabel(status) : status,
    data: wizardData(working.document, working.lessons),
    has_revision: working.revision !== null,
  };
  if (WITH_LIVE_VERSION.has(status)) {
    course.live = working.revision ? wizardData(stored, await liveLessons(store, uid, courseId)) : course.data;
  }
  return course;
}

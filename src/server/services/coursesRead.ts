import type { DocData } from '../../backend/ports';
import { isLibraryItemStatus, statusLabel } from '../../../machines/libraryItemStatus';
import type { DocumentStore } from '../db/DocumentStore';
import { coursePath, requireCourse } from './coursesDocs';
import { lessonForWizard, listLessons } from './coursesLessons';
import { courseWizard } from './coursesWizard';

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
export function listCourses(store: Store, uid: string): CourseRow[] {
  const docs = store.query(`users/${uid}/library_items`, { where: [['item_type', '==', 'COURSES']], limit: 1000 });
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

/** A course as the wizard edits it: every step's fields (publish_after as YYYY-MM-DD), lessons, and its status. */
export function readCourse(store: Store, uid: string, courseId: string): { id: string; status: string; data: DocData } {
  const stored = requireCourse(store.get(coursePath(uid, courseId)));
  const wizard = courseWizard();
  const data: DocData = {};
  for (const step of wizard.steps) for (const field of step.fields) if (stored[field] !== undefined) data[field] = stored[field];
  const publishAfter = stored.publish_after as { iso_8601_datetime_tz?: string } | undefined;
  if (typeof publishAfter?.iso_8601_datetime_tz === 'string') data.publish_after = publishAfter.iso_8601_datetime_tz.slice(0, 10);
  data.lessons = listLessons(store, uid, courseId).map(lessonForWizard);
  return { id: courseId, status: statusOf(stored), data };
}

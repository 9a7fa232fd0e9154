import type { DocData } from '../../backend/ports';
import type { SideCollection } from '../wizards/sideCollection';
import { checkId, lessonsPath } from './coursesDocs';
import { lessonForWizard, listLessons, totalsOf, updateTotals } from './coursesLessons';

/**
 * The course's lessons as a side collection (`course-lessons` in the course manifest): lesson documents
 * under the course, saved one by one through the lesson calls; the course stores totals from them.
 */
export const courseLessons: SideCollection = {
  listStored: (store, item) => listLessons(store, item.uid, item.id).map((l) => ({ ...l.data, id: l.id })),
  forWizard: (entry) => lessonForWizard({ id: String(entry.id), data: entry }),
  confirm: (store, item, now) => void updateTotals(store, item.uid, item.id, item.path, now),
  replace(store, item, entries): DocData {
    const listed = new Set(entries.map((l) => String(l.id)));
    for (const stored of listLessons(store, item.uid, item.id)) if (!listed.has(stored.id)) store.delete(stored.path);
    for (const lesson of entries) store.set(`${lessonsPath(item.uid, item.id)}/${checkId(String(lesson.id), 'lesson id')}`, lesson);
    return totalsOf(entries);
  },
};


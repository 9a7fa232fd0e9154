import type { DocData } from '../../backend/ports';
import type { SideCollection } from '../wizards/sideCollection';
import { checkId, lessonsPath } from './coursesDocs';
import { lessonForWizard, listLessons, totalsOf, updateTotals } from './coursesLessons';

/**
 * The course's lessons as a side collection (`course-lessons` in the course manifest): lesson documents
 * under the course, saved one by one through the lesson calls; the course stores totals from them.
 */
export const courseLessons: SideCollection = {
  listStored: async (store, item) => (await listLessons(store, item.uid, item.id)).map((l) => ({ ...l.data, id: l.id })),
  forWizard: (entry) => lessonForWizard({ id: String(entry.id), data: entry }),
  confirm: async (store, item, now) => {
    await updateTotals(store, item.uid, item.id, item.path, now);
  },
  async replace(store, item, entries): Promise<DocData> {
    const listed = new Set(entries.map((l) => String(l.id)));
    for (const stored of (await listLessons(store, item.uid, item.id))) if (!listed.has(stored.id)) await store.delete(stored.path);
    for (const lesson of entries) await store.set(`${lessonsPath(item.uid, item.id)}/${checkId(String(lesson.id), 'lesson id')}`, lesson);
    return totalsOf(entries);
  },
};


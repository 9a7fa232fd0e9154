import { useMemo, type ReactNode } from 'react';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import type { ItemCollections } from '../../../renderer/fields/itemList/ItemCollections';
import { WizardMediaProviders } from '../../wizardPage/WizardMediaProviders';
import { createCoursesApi } from '../api/coursesApi';
import { COURSE_LESSONS, courseLessonsCollection } from '../lessons/courseLessonsCollection';

interface CourseMediaProvidersProps {
  /** The course id once the first step saved it; uploads wait until then. */
  courseId: string | null;
  /** The course is live: uploads go to this session's edit folder, never over the published files. */
  live?: boolean;
  audioMaxMb?: number;
  children: ReactNode;
}

/**
 * What the course wizard's fields need around WizardView: the upload folder
 * `{uid}/uploads/courses/{courseId}` for the image and audio uploaders (for a live course, an edit folder
 * below it), and the lesson calls registered as the `course-lessons` collection the lessons step names.
 */
export function CourseMediaProviders({ courseId, live = false, audioMaxMb, children }: CourseMediaProvidersProps) {
  const backend = useBackend();
  const notifier = useNotifier();
  const collections = useMemo<ItemCollections>(() => ({ [COURSE_LESSONS]: courseLessonsCollection(createCoursesApi(backend, notifier)) }), [backend, notifier]);
  return (
    <WizardMediaProviders area="courses" itemId={courseId} live={live} {...(audioMaxMb !== undefined ? { audioMaxMb } : {})} collections={collections}>
      {children}
    </WizardMediaProviders>
  );
}

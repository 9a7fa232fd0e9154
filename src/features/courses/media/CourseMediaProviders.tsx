import { useMemo, useState, type ReactNode } from 'react';
import { useBackend, useNotifier, useSessionUser } from '../../../lib/session/AppServices';
import { ItemCollectionsProvider, type ItemCollections } from '../../../renderer/fields/itemList/ItemCollections';
import { defaultMediaOptions, MediaUploadContext, type MediaUploadTarget } from '../../../renderer/widgets/media/MediaUploadContext';
import { createCoursesApi } from '../api/coursesApi';
import { COURSE_LESSONS, courseLessonsCollection } from '../lessons/courseLessonsCollection';
import { courseEditUploadFolder, courseUploadFolder } from './courseUploadFolder';

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
export function CourseMediaProviders({ courseId, live = false, audioMaxMb = defaultMediaOptions.audioMaxMb, children }: CourseMediaProvidersProps) {
  const backend = useBackend();
  const notifier = useNotifier();
  const uid = useSessionUser()?.uid ?? null;
  const [stamp] = useState(() => Date.now().toString(36));
  const target = useMemo<MediaUploadTarget>(() => {
    const folder = !uid || !courseId ? null : live ? courseEditUploadFolder(uid, courseId, stamp) : courseUploadFolder(uid, courseId);
    return { files: backend.files, folder, audioMaxMb, confirmDeletion: defaultMediaOptions.confirmDeletion };
  }, [backend, uid, courseId, live, stamp, audioMaxMb]);
  const collections = useMemo<ItemCollections>(() => ({ [COURSE_LESSONS]: courseLessonsCollection(createCoursesApi(backend, notifier)) }), [backend, notifier]);
  return (
    <MediaUploadContext.Provider value={target}>
      <ItemCollectionsProvider collections={collections}>{children}</ItemCollectionsProvider>
    </MediaUploadContext.Provider>
  );
}

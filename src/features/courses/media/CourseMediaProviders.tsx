import { useMemo, type ReactNode } from 'react';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { useBackend, useSessionUser } from '../../../lib/session/AppServices';
import { defaultMediaOptions, MediaUploadContext, type MediaUploadTarget } from '../../../renderer/widgets/media/MediaUploadContext';
import { LessonsContext, type LessonsSettings } from '../lessons/LessonsContext';
import { lessonValidator } from '../lessons/lessonValidator';
import { courseUploadFolder } from './courseUploadFolder';

interface CourseMediaProvidersProps {
  wizard: CompiledWizard;
  /** The course id once the first step saved it; uploads wait until then. */
  courseId: string | null;
  restricted: boolean;
  audioMaxMb?: number;
  children: ReactNode;
}

/**
 * What the course wizard's custom widgets need around WizardView: the upload folder
 * `{uid}/uploads/courses/{courseId}` for the image and audio uploaders, and the lesson validator and
 * restricted flag for the lessons step.
 */
export function CourseMediaProviders({ wizard, courseId, restricted, audioMaxMb = defaultMediaOptions.audioMaxMb, children }: CourseMediaProvidersProps) {
  const { files } = useBackend();
  const uid = useSessionUser()?.uid ?? null;
  const target = useMemo<MediaUploadTarget>(
    () => ({ files, folder: uid && courseId ? courseUploadFolder(uid, courseId) : null, audioMaxMb, confirmDeletion: defaultMediaOptions.confirmDeletion }),
    [files, uid, courseId, audioMaxMb],
  );
  const lessons = useMemo<LessonsSettings>(() => ({ validateLesson: lessonValidator(wizard), restricted }), [wizard, restricted]);
  return (
    <MediaUploadContext.Provider value={target}>
      <LessonsContext.Provider value={lessons}>{children}</LessonsContext.Provider>
    </MediaUploadContext.Provider>
  );
}

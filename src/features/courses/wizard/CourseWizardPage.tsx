import { useCallback, useMemo } from 'react';
import { localCalendarDate } from '../../../../machines/libraryItemStatus';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import { randomId } from '../../../lib/randomId';
import { browserTimeZone } from '../../../lib/time/browserTimeZone';
import { WizardPage } from '../../wizardPage/WizardPage';
import { createCoursesApi } from '../api/coursesApi';
import { CourseWizardView } from '../media/CourseWizardView';
import { lessonLabel } from './courseScreenTexts';
import { useCourseScreenTexts } from './useCourseScreenTexts';
import { courseWizardInput } from './courseWizardInput';
import { courseWizardIo } from './courseWizardIo';
import { withCourseRules } from './withCourseRules';

const prepare = (wizard: CompiledWizard, { status }: { status: string }) => withCourseRules(wizard, { status, today: localCalendarDate(new Date()), timeZone: browserTimeZone() });
const editHref = (id: string) => `/course/edit/${encodeURIComponent(id)}`;

/**
 * /course/create and /course/edit/{id}: the wizard page kit on the course calls. After the first save
 * the create route becomes the course's edit route, so a reload or a crash reopens that course with its draft.
 */
export function CourseWizardPage({ courseId }: { courseId?: string }) {
  const backend = useBackend();
  const notifier = useNotifier();
  const api = useMemo(() => createCoursesApi(backend, notifier), [backend, notifier]);
  const load = useCallback((id: string) => api.get(id), [api]);
  const io = useMemo(() => courseWizardIo(api, () => randomId()), [api]);
  const texts = useCourseScreenTexts();
  return (
    <WizardPage
      manifestId="course"
      itemId={courseId}
      load={load}
      io={io}
      prepare={prepare}
      toInput={courseWizardInput}
      doneHref="/courses"
      editHref={editHref}
      View={CourseWizardView}
      texts={texts}
      itemLabel={lessonLabel}
    />
  );
}

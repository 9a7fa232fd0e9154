import { useParams } from '@tanstack/react-router';
import { useT } from '../../../lib/i18n';
import { Suspense, type ReactNode } from 'react';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { LazyCoursesPage as CoursesPage, LazyCourseWizardPage as CourseWizardPage } from './lazyCourses';

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>;

/** /courses: the page header, then the course list. */
export function CoursesScreen() {
  const t = useT();
  return (
    <ScreenFrame heading={t('courses.heading')}>
      <Loading>
        <CoursesPage />
      </Loading>
    </ScreenFrame>
  );
}

/** /course/create: the wizard on a new course. */
export function CourseCreateScreen() {
  const t = useT();
  return (
    <ScreenFrame heading={t('courses.create')}>
      <Loading>
        <CourseWizardPage />
      </Loading>
    </ScreenFrame>
  );
}

/** /course/edit/$id: the wizard on an existing course. */
export function CourseEditScreen() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const t = useT();
  return (
    <ScreenFrame heading={t('courses.edit')}>
      <Loading>
        <CourseWizardPage courseId={id} />
      </Loading>
    </ScreenFrame>
  );
}

import { useParams } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { LazyCoursesPage as CoursesPage, LazyCourseWizardPage as CourseWizardPage } from './lazyCourses';

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>;

/** /courses: the page header, then the course list. */
export function CoursesScreen() {
  return (
    <ScreenFrame heading="Courses">
      <Loading>
        <CoursesPage />
      </Loading>
    </ScreenFrame>
  );
}

/** /course/create: the wizard on a new course. */
export function CourseCreateScreen() {
  return (
    <ScreenFrame heading="Create Course">
      <Loading>
        <CourseWizardPage />
      </Loading>
    </ScreenFrame>
  );
}

/** /course/edit/$id: the wizard on an existing course. */
export function CourseEditScreen() {
  const { id } = useParams({ strict: false }) as { id?: string };
  return (
    <ScreenFrame heading="Edit Course">
      <Loading>
        <CourseWizardPage courseId={id} />
      </Loading>
    </ScreenFrame>
  );
}

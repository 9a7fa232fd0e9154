import { createRoute, useParams } from '@tanstack/react-router';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { layoutRoute } from '../layoutRoute';
import { Suspense, type ReactNode } from 'react';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { LazyCoursesPage as CoursesPage, LazyCourseWizardPage as CourseWizardPage } from './lazyCourses';

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>;

const coursesRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/courses',
  component: () => (
    <ScreenFrame heading="Courses">
      <Loading>
        <CoursesPage />
      </Loading>
    </ScreenFrame>
  ),
});

const courseCreateRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/course/create',
  component: () => (
    <ScreenFrame heading="Create Course">
      <Loading>
        <CourseWizardPage />
      </Loading>
    </ScreenFrame>
  ),
});

const courseEditRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/course/edit/$id',
  component: function CourseEdit() {
    const { id } = useParams({ strict: false }) as { id?: string };
    return (
      <ScreenFrame heading="Edit Course">
        <Loading>
          <CourseWizardPage courseId={id} />
        </Loading>
      </ScreenFrame>
    );
  },
});

/** /courses, /course/create and /course/edit/$id (spec 1 §2), children of the dashboard layout. */
export const courseRoutes = [coursesRoute, courseCreateRoute, courseEditRoute];

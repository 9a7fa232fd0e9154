import { lazy } from 'react';

// The course screens load with their route: the wizard brings RJSF and the schemas with it.

/** /courses body, loaded on first use. */
export const LazyCoursesPage = lazy(() => import('../../../features/courses/list/CoursesPage').then((m) => ({ default: m.CoursesPage })));

/** The course wizard page, loaded on first use. */
export const LazyCourseWizardPage = lazy(() =>
  import('../../../features/courses/wizard/CourseWizardPage').then((m) => ({ default: m.CourseWizardPage })),
);

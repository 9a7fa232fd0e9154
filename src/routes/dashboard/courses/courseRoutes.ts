import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from '../layoutRoute';

// The screens (header and suspense frame) load with the route; the list and the wizard are chunks of
// their own below them (lazyCourses.ts), so the wizard's RJSF never reaches /courses.
const loadScreens = () => import('./CourseScreens');

const coursesRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/courses',
  component: lazyRouteComponent(loadScreens, 'CoursesScreen'),
});

const courseCreateRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/course/create',
  component: lazyRouteComponent(loadScreens, 'CourseCreateScreen'),
});

const courseEditRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/course/edit/$id',
  component: lazyRouteComponent(loadScreens, 'CourseEditScreen'),
});

/** /courses, /course/create and /course/edit/$id (spec 1 §2), children of the dashboard layout. */
export const courseRoutes = [coursesRoute, courseCreateRoute, courseEditRoute];

import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { ErrorPage } from '../features/errors/ErrorPage';
import type { RouterContext } from './routerContext';

// The error page is bundled with the root rather than lazy: a failed chunk load is one of the errors
// it has to show.
export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: ErrorPage,
});

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from './layoutRoute';
import { themeRoute } from './themeRoute';

// The components load with their route (one shared chunk for all of them); the route definitions
// stay here, eager and small, so matching, redirects and typed links need no chunk.
const loadScreens = () => import('./HeaderOnlyScreens');

const headerOnly = (heading: string) =>
  lazyRouteComponent(() => loadScreens().then(({ HeaderOnlyScreen }) => ({ default: () => <HeaderOnlyScreen heading={heading} /> })));

// A screen that is still only its page header. The literal path type is kept, so typed links
// (`to: '/courses'`) keep working across the whole route tree.
const screen = <const TPath extends string>(path: TPath, title: string) =>
  createRoute({ getParentRoute: () => layoutRoute, path, component: headerOnly(title) });

// Spec 1 §2 and spec 3 §2: every dashboard screen with the title of its page header. A later issue
// replaces a line here with the screen's own route file.
const SCREENS = [
  // Outside production only (spec 1 §2): the theme preview, a screen of its own.
  themeRoute,
] as const;

/** The dashboard screens that are still only their page header. */
export const screenRoutes = SCREENS;

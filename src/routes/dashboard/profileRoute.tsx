import { createRoute } from '@tanstack/react-router';
import { ScreenFrame } from '../../features/shell/ScreenFrame';
import { layoutRoute } from './layoutRoute';

/** /profile: the publisher profile form. */
export const profileRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/profile',
  component: () => <ScreenFrame heading="Publisher Profile" />,
});

import { createRoute } from '@tanstack/react-router';
import { ProfilePage } from '../../features/profile/ProfilePage';
import { useDashboardFacts } from '../../features/shell/facts/DashboardFactsContext';
import { layoutRoute } from './layoutRoute';

/** /profile: the publisher profile form of the acting user. */
export const profileRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/profile',
  component: ProfileRoute,
});

function ProfileRoute() {
  const { facts, reload } = useDashboardFacts();
  if (!facts) return null;
  return <ProfilePage uid={facts.profile.uid} onSaved={reload} />;
}

import { ProfilePage } from '../../features/profile/ProfilePage';
import { useDashboardFacts } from '../../features/shell/facts/DashboardFactsContext';

/** The /profile page body: the form of whoever the dashboard acts as; saving reloads the shell's facts. */
export function ProfileScreen() {
  const { facts, reload } = useDashboardFacts();
  if (!facts) return null;
  return <ProfilePage uid={facts.profile.uid} onSaved={reload} />;
}

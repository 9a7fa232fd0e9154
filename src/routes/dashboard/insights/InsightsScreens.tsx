import { Suspense, lazy, type ReactNode } from 'react';
import { HomeOverview } from '../../../features/home/HomeOverview';
import { useDashboardFacts } from '../../../features/shell/facts/DashboardFactsContext';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { useT } from '../../../lib/i18n';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';

// Each screen's figures load in a chunk of their own with @mantine/charts; no other route carries the charts.
const HomeInsights = lazy(() => import('../../../features/insights/HomeInsights').then((m) => ({ default: m.HomeInsights })));
const FollowersInsights = lazy(() => import('../../../features/insights/FollowersInsights').then((m) => ({ default: m.FollowersInsights })));
const DonationsInsights = lazy(() => import('../../../features/insights/DonationsInsights').then((m) => ({ default: m.DonationsInsights })));
const RevenueInsights = lazy(() => import('../../../features/insights/RevenueInsights').then((m) => ({ default: m.RevenueInsights })));
// The gratitude wall (issue 18 item 1) is the community inbox's; it loads in its own chunk, without the charts.
const GratitudeWall = lazy(() => import('../../../features/inbox/GratitudeWall').then((m) => ({ default: m.GratitudeWall })));

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>;

/** / : the dashboard home; its insights section (KPIs, chart, top content) is the insights feature's. */
export function DashboardHomeScreen() {
  const t = useT();
  const { facts } = useDashboardFacts();
  return (
    <ScreenFrame heading={t('shell.menu.dashboard')}>
      {/* The home's own sections (issue 15 item 6): content by status, what waits for review, onboarding. */}
      <HomeOverview profileSubmitted={facts?.facts.hasUsername ?? false} approved={facts?.facts.isApprovedPublisher ?? false} />
      <Loading>
        <HomeInsights />
      </Loading>
    </ScreenFrame>
  );
}

/** /followers */
export function FollowersScreen() {
  const t = useT();
  return (
    <ScreenFrame heading={t('shell.menu.followers')}>
      <Loading>
        <FollowersInsights />
      </Loading>
    </ScreenFrame>
  );
}

/** /donations: the figures; the gratitude wall joins them here. */
export function DonationsScreen() {
  const t = useT();
  return (
    <ScreenFrame heading={t('shell.menu.donations')}>
      <Loading>
        <DonationsInsights />
      </Loading>
      <Loading>
        <GratitudeWall />
      </Loading>
    </ScreenFrame>
  );
}

/** /revenue */
export function RevenueScreen() {
  const t = useT();
  return (
    <ScreenFrame heading={t('shell.menu.revenue')}>
      <Loading>
        <RevenueInsights />
      </Loading>
    </ScreenFrame>
  );
}

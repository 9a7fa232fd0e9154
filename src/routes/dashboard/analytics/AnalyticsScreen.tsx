import { getRouteApi } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { DEFAULT_SUMMARY_WINDOW } from '../../../domain/insights/analyticsWindows';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { useT } from '../../../lib/i18n';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';

const AnalyticsSummaryPage = lazy(() => import('../../../features/insights/AnalyticsSummaryPage').then((m) => ({ default: m.AnalyticsSummaryPage })));
const route = getRouteApi('/authenticated/dashboard/analytics');

/** /analytics: the page header, then the summary of page views and clicks for the period in the URL. */
export function AnalyticsScreen() {
  const t = useT();
  const { days = DEFAULT_SUMMARY_WINDOW } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <ScreenFrame heading={t('shell.menu.analytics')}>
      <Suspense fallback={<LoadingSpinner />}>
        <AnalyticsSummaryPage days={days} onDaysChange={(next) => void navigate({ search: next === DEFAULT_SUMMARY_WINDOW ? {} : { days: next }, replace: true })} />
      </Suspense>
    </ScreenFrame>
  );
}

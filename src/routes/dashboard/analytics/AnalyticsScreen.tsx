import { Suspense, lazy } from 'react';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { useT } from '../../../lib/i18n';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';

const AnalyticsSummaryPage = lazy(() => import('../../../features/insights/AnalyticsSummaryPage').then((m) => ({ default: m.AnalyticsSummaryPage })));

/** /analytics: the page header, then the summary of page views and clicks. */
export function AnalyticsScreen() {
  const t = useT();
  return (
    <ScreenFrame heading={t('shell.menu.analytics')}>
      <Suspense fallback={<LoadingSpinner />}>
        <AnalyticsSummaryPage />
      </Suspense>
    </ScreenFrame>
  );
}

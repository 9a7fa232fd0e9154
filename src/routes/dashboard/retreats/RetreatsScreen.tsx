import { Suspense, lazy } from 'react';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { useT } from '../../../lib/i18n';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';

// The list loads with its route, in a chunk of its own: no RJSF or schemas reach /retreats.
const RetreatsPage = lazy(() => import('../../../features/retreats/list/RetreatsPage').then((m) => ({ default: m.RetreatsPage })));

/** /retreats: the page header, then the retreat list. */
export function RetreatsScreen() {
  const t = useT();
  return (
    <ScreenFrame heading={t('retreats.list.heading')}>
      <Suspense fallback={<LoadingSpinner />}>
        <RetreatsPage />
      </Suspense>
    </ScreenFrame>
  );
}

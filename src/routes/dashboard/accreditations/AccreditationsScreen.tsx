import { Suspense, lazy } from 'react';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { useT } from '../../../lib/i18n';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';

const AccreditationsPage = lazy(() => import('../../../features/accreditations/AccreditationsPage').then((m) => ({ default: m.AccreditationsPage })));

/** /accreditations: the page header, then the certificate files by category. */
export function AccreditationsScreen() {
  const t = useT();
  return (
    <ScreenFrame heading={t('accreditations.heading')}>
      <Suspense fallback={<LoadingSpinner />}>
        <AccreditationsPage />
      </Suspense>
    </ScreenFrame>
  );
}

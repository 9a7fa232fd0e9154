import { Suspense, lazy } from 'react';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { useT } from '../../../lib/i18n';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';

const PromotionPage = lazy(() => import('../../../features/promotion/PromotionPage').then((m) => ({ default: m.PromotionPage })));

/** /promotion: the page header, then the publisher's links, QR code and widget. */
export function PromotionScreen() {
  const t = useT();
  return (
    <ScreenFrame heading={t('shell.menu.promotion')}>
      <Suspense fallback={<LoadingSpinner />}>
        <PromotionPage />
      </Suspense>
    </ScreenFrame>
  );
}

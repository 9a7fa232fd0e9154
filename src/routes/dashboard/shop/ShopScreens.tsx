import { Suspense } from 'react';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { useT } from '../../../lib/i18n';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { LazyShopPage, LazyWorkshopsPage } from './lazyShop';
import { shopRoute, workshopsRoute } from './shopRoutes';

/** /shop: the page header, then the shop products by kind (?tab=B2B_WORKSHOP_PROMO after a promo save). */
export function ShopScreen() {
  const t = useT();
  const { tab } = shopRoute.useSearch() as { tab?: string };
  const navigate = shopRoute.useNavigate();
  return (
    <ScreenFrame heading={t('shell.menu.shop')}>
      <Suspense fallback={<LoadingSpinner />}>
        <LazyShopPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />
      </Suspense>
    </ScreenFrame>
  );
}

/** /workshops: the page header, then the publisher's workshops and recordings. */
export function WorkshopsScreen() {
  const t = useT();
  const { tab } = workshopsRoute.useSearch() as { tab?: string };
  const navigate = workshopsRoute.useNavigate();
  return (
    <ScreenFrame heading={t('shell.menu.workshops')}>
      <Suspense fallback={<LoadingSpinner />}>
        <LazyWorkshopsPage tab={tab} onTabChange={(next) => void navigate({ search: { tab: next }, replace: true })} />
      </Suspense>
    </ScreenFrame>
  );
}

import { Suspense, lazy } from 'react';
import { useDashboardFacts } from '../../../features/shell/facts/DashboardFactsContext';
import { canSeePaymentSettings } from '../../../features/shell/menu/menuEntries';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { useT } from '../../../lib/i18n';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';

const PaymentSettingsPage = lazy(() => import('../../../features/payouts/PaymentSettingsPage').then((m) => ({ default: m.PaymentSettingsPage })));

/** /payment-settings: hidden while impersonating unless the impersonator is allowed, by the menu's own rule (spec 1 §2). */
export function PaymentSettingsScreen() {
  const t = useT();
  const { facts } = useDashboardFacts();
  return (
    <ScreenFrame heading={t('shell.menu.payment-settings')}>
      {!facts ? (
        <LoadingSpinner />
      ) : (
        <Suspense fallback={<LoadingSpinner />}>
          <PaymentSettingsPage hidden={!canSeePaymentSettings(facts.facts)} />
        </Suspense>
      )}
    </ScreenFrame>
  );
}

import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { layoutRoute } from '../layoutRoute';

/** /payment-settings (spec 3 §2): the payout provider's onboarding behind PAYOUT_PROVIDER. */
export const paymentSettingsRoute = createRoute({
  getParentRoute: () => layoutRoute,
  path: '/payment-settings',
  component: lazyRouteComponent(() => import('./PaymentSettingsScreen'), 'PaymentSettingsScreen'),
});

import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo } from 'react';
import { DashboardFactsProvider } from '../../features/shell/facts/DashboardFactsContext';
import type { Viewer } from '../../features/shell/facts/loadDashboardFacts';
import { useImpersonation, useImpersonationTarget } from '../../features/impersonation/useImpersonation';
import { mayManagePaymentsWhileImpersonating } from '../../features/impersonation/paymentSettingsAllowList';
import { useDashboardAnalytics } from '../../lib/analytics/useDashboardAnalytics';
import { useSessionUser } from '../../lib/session/AppServices';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { DashboardFrame } from './DashboardFrame';

/** The acting user: the impersonated publisher while an admin acts as one, else whoever signed in. */
export function DashboardLayout() {
  const user = useSessionUser();
  const impersonation = useImpersonation();
  const target = useImpersonationTarget();
  const navigate = useNavigate();
  const go = useCallback((href: string) => void navigate({ href }), [navigate]);
  // Spec 1 §7: page_view and click events of the signed-in dashboard.
  useDashboardAnalytics();

  useEffect(() => {
    if (user) void impersonation.resume(user.uid);
  }, [impersonation, user]);

  const viewer = useMemo<Viewer | null>(
    () =>
      user && {
        uid: target?.userId ?? user.uid,
        isAdmin: user.isAdmin,
        impersonating: target !== null,
        impersonatorMayManagePayments: target !== null && mayManagePaymentsWhileImpersonating(impersonation.impersonatorEmail()),
      },
    [user, target, impersonation],
  );
  if (!user || !viewer) return <LoadingSpinner fullScreen />;
  return (
    <DashboardFactsProvider viewer={viewer}>
      <DashboardFrame fallbackEmail={target ? null : user.email} navigate={go} onStopImpersonating={() => impersonation.stop()} />
    </DashboardFactsProvider>
  );
}

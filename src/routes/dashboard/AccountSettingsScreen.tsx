import { Suspense, lazy } from 'react';
import { AccountSettingsPage } from '../../features/shell/AccountSettingsPage';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';

const NotificationSettings = lazy(() => import('../../features/accountSettings/NotificationSettings').then((m) => ({ default: m.NotificationSettings })));

/** /account-settings: the interface language (shell), then the notification settings (schema-driven). */
export function AccountSettingsScreen() {
  return (
    <AccountSettingsPage>
      <Suspense fallback={<LoadingSpinner />}>
        <NotificationSettings />
      </Suspense>
    </AccountSettingsPage>
  );
}

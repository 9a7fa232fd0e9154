import { lazy, Suspense } from 'react';
import { TOAST_DURATION_MS } from '../backend/http/notifier';

// The notification list (with its transition library) loads after first paint to keep the sign-in
// route small (DESIGN §9). Messages raised before it arrives wait in Mantine's store and show on mount.
const Notifications = lazy(() => import('@mantine/notifications').then((module) => ({ default: module.Notifications })));

/**
 * Mantine's notification list, loaded on demand, with the spec's 5 s auto-close. At the top centre (issue 15:
 * a toast never covers the button that caused it): the buttons that raise toasts (Save, Submit, Save & Next,
 * row actions) sit in the content and at the foot of forms, where Mantine's default bottom-right corner is.
 */
export function LazyNotifications() {
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={TOAST_DURATION_MS} position="top-center" />
    </Suspense>
  );
}

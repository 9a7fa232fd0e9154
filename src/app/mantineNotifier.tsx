import { TOAST_DURATION_MS, withToastDefaults, type Notifier } from '../backend/http/notifier';

// Loaded on first use, like the list that displays them (LazyNotifications), to keep it off the sign-in route.
const loadNotifications = () => import('@mantine/notifications').then((module) => module.notifications);

/**
 * The Notifier on Mantine notifications. Alerts stay until closed (they report a failed call the user
 * must see); toasts close after the spec's 5 s.
 */
export function createMantineNotifier(): Notifier {
  return {
    alert(message) {
      void loadNotifications().then((notifications) =>
        notifications.show({ color: 'red', message, autoClose: false, withCloseButton: true }),
      );
    },
    toast(options) {
      const { title, message } = withToastDefaults(options);
      void loadNotifications().then((notifications) => notifications.show({ title, message, autoClose: TOAST_DURATION_MS }));
    },
  };
}

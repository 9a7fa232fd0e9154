import { DEFAULT_ALERT_MESSAGE, DEFAULT_TOAST_MESSAGE, DEFAULT_TOAST_TITLE, TOAST_DURATION_MS, withToastDefaults, type Notifier } from '../backend/http/notifier';
import { translate } from '../lib/i18n';

// Loaded on first use, like the list that displays them (LazyNotifications), to keep it off the sign-in route.
const loadNotifications = () => import('@mantine/notifications').then((module) => module.notifications);

// Spec 1 §8's generic texts are written in English where backend code needs them; shown, they are the
// reader's language (a server message arrives already translated, by the request's language).
const GENERIC = {
  [DEFAULT_ALERT_MESSAGE]: 'errors.alertDefault',
  [DEFAULT_TOAST_TITLE]: 'errors.toastTitle',
  [DEFAULT_TOAST_MESSAGE]: 'errors.toastMessage',
} as const;

const shown = (text: string) => (text in GENERIC ? translate(GENERIC[text as keyof typeof GENERIC]) : text);

/**
 * The Notifier on Mantine notifications. Alerts stay until closed (they report a failed call the user
 * must see); toasts close after the spec's 5 s.
 */
export function createMantineNotifier(): Notifier {
  return {
    alert(message) {
      void loadNotifications().then((notifications) =>
        notifications.show({ color: 'red', message: shown(message), autoClose: false, withCloseButton: true }),
      );
    },
    toast(options) {
      const { title, message } = withToastDefaults(options);
      void loadNotifications().then((notifications) => notifications.show({ title: shown(title), message: shown(message), autoClose: TOAST_DURATION_MS }));
    },
  };
}

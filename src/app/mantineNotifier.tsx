import { notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, withToastDefaults, type Notifier } from '../backend/http/notifier';

/**
 * The Notifier on Mantine notifications. Alerts stay until closed (they report a failed call the user
 * must see); toasts close after the spec's 5 s.
 */
export function createMantineNotifier(): Notifier {
  return {
    alert(message) {
      notifications.show({ color: 'red', title: 'Error', message, autoClose: false, withCloseButton: true });
    },
    toast(options) {
      const { title, message } = withToastDefaults(options);
      notifications.show({ title, message, autoClose: TOAST_DURATION_MS });
    },
  };
}

/** A short message box (spec 1 §8 toasts): title and message, shown for `TOAST_DURATION_MS`. */
export interface ToastOptions {
  title?: string;
  message?: string;
}

/**
 * How backend code tells the user something went wrong, without knowing the UI kit.
 * The UI provides the Mantine implementation; tests provide a recording one.
 */
export interface Notifier {
  /** A blocking alert with one message (spec 1 §8: failed HTTP calls). */
  alert(message: string): void;
  /** A transient toast; missing title or message fall back to the spec's generic toast. */
  toast(options?: ToastOptions): void;
}

/** spec 1 §9: toasts last 5 seconds. */
export const TOAST_DURATION_MS = 5000;
/** spec 1 §8: the generic toast title. */
export const DEFAULT_TOAST_TITLE = 'Whoops, something went wrong.';
/** spec 1 §8: the generic toast message. */
export const DEFAULT_TOAST_MESSAGE =
  'Please try again. If you keep seeing this please contact us via the feedback form.';
/** spec 1 §8: the alert text when a failed call carries no server message. */
export const DEFAULT_ALERT_MESSAGE = 'Something Went Wrong!';

/** Fills in the spec defaults, so every Notifier implementation shows the same generic toast. */
export function withToastDefaults(options: ToastOptions = {}): Required<ToastOptions> {
  return { title: options.title ?? DEFAULT_TOAST_TITLE, message: options.message ?? DEFAULT_TOAST_MESSAGE };
}

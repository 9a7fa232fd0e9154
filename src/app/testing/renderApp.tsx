import { render } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import type { Notifier, ToastOptions } from '../../backend/http/notifier';
import type { AuthUser } from '../../backend/ports';
import { createSession } from '../../lib/session/createSession';
import { createFakeBackend } from '../../lib/session/testing/createFakeBackend';
import { App } from '../App';
import { createAppRouter } from '../createAppRouter';

export const DEMO_PUBLISHER = { uid: 'u-publisher', email: 'publisher@demo.local', isAdmin: false, password: 'publisher-pass' };

// An approved publisher who has submitted the profile form (a username), so the full dashboard opens.
const PUBLISHER_DOCUMENTS = {
  [`users/${DEMO_PUBLISHER.uid}`]: { username: 'demo.teacher', isApprovedPublisher: true, email: { email: DEMO_PUBLISHER.email } },
};

/** Renders the whole app (theme, session, real route tree) on a memory history at `path`. */
export function renderApp(path: string, options: { signedInAs?: AuthUser } = {}) {
  const backend = createFakeBackend([DEMO_PUBLISHER], { documents: PUBLISHER_DOCUMENTS });
  if (options.signedInAs) backend.restoreAs(options.signedInAs);
  const session = createSession(backend.auth, {
    hasSessionCookie: () => Boolean(options.signedInAs),
    clearSessionCookie: () => {},
  });
  const notices: Array<{ alert: string } | { toast: ToastOptions | undefined }> = [];
  const notifier: Notifier = {
    alert: (message) => void notices.push({ alert: message }),
    toast: (toast) => void notices.push({ toast }),
  };
  const router = createAppRouter(session, createMemoryHistory({ initialEntries: [path] }));
  const view = render(<App services={{ backend, session, notifier }} router={router} />);
  return { ...view, router, backend, session, notices };
}

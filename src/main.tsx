import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/fonts/brandonLook.css';
import './lib/i18n/fonts/devanagari.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/createAppRouter';
import { logChunkLoadFailures } from './app/logChunkLoadFailures';
import { createMantineNotifier } from './app/mantineNotifier';
import { createBackend } from './backend/createBackend';
import { createSession } from './lib/session/createSession';

async function start(container: HTMLElement): Promise<void> {
  const backend = await createBackend();
  const session = createSession(backend.auth);
  const notifier = createMantineNotifier();
  const router = createAppRouter(session);
  createRoot(container).render(
    <StrictMode>
      <App services={{ backend, session, notifier }} router={router} />
    </StrictMode>,
  );
}

logChunkLoadFailures(window);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
start(container).catch((error: unknown) => {
  // Nothing is mounted yet, so no React error page can show; say so in plain text rather than a blank page.
  container.textContent = `The dashboard could not start: ${error instanceof Error ? error.message : String(error)}`;
  console.error(error);
});

import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/createAppRouter';
import { createMantineNotifier } from './app/mantineNotifier';
import { createLocalBackend } from './backend/local/createLocalBackend';
import { createSession } from './lib/session/createSession';

const backend = createLocalBackend({ baseUrl: '' });
const session = createSession(backend.auth);
const notifier = createMantineNotifier();
const router = createAppRouter(session);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <App services={{ backend, session, notifier }} router={router} />
  </StrictMode>,
);

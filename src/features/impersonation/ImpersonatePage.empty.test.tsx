import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DocumentsPort } from '../../backend/ports';
import { AppServicesProvider } from '../../lib/session/AppServices';
import { createSession } from '../../lib/session/createSession';
import { createFakeBackend } from '../../lib/session/testing/createFakeBackend';
import { createImpersonation } from './createImpersonation';
import { ImpersonatePage } from './ImpersonatePage';
import { ImpersonationContext } from './useImpersonation';

const admin = { uid: 'demo-admin', email: 'admin@demo.local', isAdmin: true, password: 'x' };

describe('impersonation search with no match', () => {
  it('says which text found no publisher, once the search has answered', async () => {
    localStorage.clear();
    const backend = createFakeBackend([admin]);
    backend.restoreAs({ uid: admin.uid, email: admin.email, isAdmin: true });
    const documents: DocumentsPort = { ...backend.documents, query: (async () => []) as DocumentsPort['query'] };
    const session = createSession(backend.auth, { hasSessionCookie: () => true, clearSessionCookie: () => {} });
    await session.ready();
    const controller = createImpersonation({ auth: backend.auth, fetchToken: vi.fn(), reload: vi.fn(), channel: null });
    render(
      <MantineProvider>
        <AppServicesProvider services={{ backend: { ...backend, documents }, session, notifier: { alert: () => {}, toast: () => {} } }}>
          <ImpersonationContext.Provider value={controller}>
            <ImpersonatePage navigate={() => {}} />
          </ImpersonationContext.Provider>
        </AppServicesProvider>
      </MantineProvider>,
    );
    // Typed into the focused input (Mantine reads a change without focus as autofill).
    const search = screen.getByRole('combobox', { name: /Search publishers/ });
    act(() => search.focus());
    fireEvent.change(search, { target: { value: 'Nobody' } });
    // Nothing is said while the search waits for the debounce and its answer.
    expect(screen.queryByText(/No publishers found/)).toBeNull();
    expect(await screen.findByText('No publishers found for “Nobody”.', undefined, { timeout: 4000 })).toBeInTheDocument();
    controller.dispose();
  }, 20_000);
});

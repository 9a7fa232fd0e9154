import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER, renderApp } from './testing/renderApp';

const { password: _password, ...publisher } = DEMO_PUBLISHER;

describe('App', () => {
  it("lands a restored session in the dashboard showing the user's e-mail", async () => {
    renderApp('/', { signedInAs: publisher });
    expect(await screen.findByText(publisher.email)).toBeInTheDocument();
  });

  it('logs out through the session and returns to /login', async () => {
    const { router, backend, session } = renderApp('/', { signedInAs: publisher });
    await userEvent.setup().click(await screen.findByText('Logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(backend.calls).toContain('signOut');
    expect(session.actor.getSnapshot().context.user).toBeNull();
  });
});

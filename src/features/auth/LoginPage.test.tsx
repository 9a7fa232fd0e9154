import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../lib/session/AppServices';
import { createSession } from '../../lib/session/createSession';
import { createFakeBackend } from '../../lib/session/testing/createFakeBackend';
import { LoginPage } from './LoginPage';

const account = { uid: 'u1', email: 'publisher@demo.local', isAdmin: false, password: 'right' };

function renderLogin() {
  const backend = createFakeBackend([account]);
  const session = createSession(backend.auth, { hasSessionCookie: () => false, clearSessionCookie: () => {} });
  const onSignedIn = vi.fn();
  const notifier = { alert: vi.fn(), toast: vi.fn() };
  render(
    <MantineProvider>
      <AppServicesProvider services={{ backend, session, notifier }}>
        <LoginPage onSignedIn={onSignedIn} />
      </AppServicesProvider>
    </MantineProvider>,
  );
  return { onSignedIn, session };
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/e-mail/i), email);
  await user.type(screen.getByLabelText(/password/i, { selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginPage', () => {
  it('labels its fields so they can be found by name', () => {
    renderLogin();
    expect(screen.getByRole('textbox', { name: /e-mail/i })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/password/i, { selector: 'input' })).toHaveAttribute('type', 'password');
  });

  it('signs in and hands over to the caller', async () => {
    const { onSignedIn, session } = renderLogin();
    await submit(' publisher@demo.local ', 'right');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(session.actor.getSnapshot().context.user?.email).toBe('publisher@demo.local');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows 'There has been a problem signing you in' and lets the user retry", async () => {
    const { onSignedIn } = renderLogin();
    await submit('publisher@demo.local', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('There has been a problem signing you in');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('refuses empty fields in the browser, without calling the server, and focuses the first empty one', async () => {
    const { onSignedIn, session } = renderLogin();
    const signIn = vi.spyOn(session, 'signIn');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: /e-mail/i })).toHaveAccessibleDescription('Please enter your e-mail address');
    expect(screen.getByLabelText(/password/i, { selector: 'input' })).toHaveAccessibleDescription('Please enter your password');
    expect(screen.getByRole('textbox', { name: /e-mail/i })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'publisher@demo.local');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText(/password/i, { selector: 'input' })).toHaveFocus();
    expect(signIn).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

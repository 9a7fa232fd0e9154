import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../lib/session/AppServices';
import { createSession } from '../../lib/session/createSession';
import { createFakeBackend } from '../../lib/session/testing/createFakeBackend';
import { LoginPage } from './LoginPage';

const account = { uid: 'u1', email: 'publisher@demo.local', isAdmin: false, password: 'right' };

function renderLogin(configure: (backend: ReturnType<typeof createFakeBackend>) => void = () => {}) {
  const backend = createFakeBackend([account]);
  configure(backend);
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

  it('offers e-mail and password only on the local backend', () => {
    renderLogin();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /continue with/i })).not.toBeInTheDocument();
    expect(screen.queryByText('or')).not.toBeInTheDocument();
  });

  describe('social pop-ups (Firebase backend, spec 1 §7)', () => {
    function withProviders(answer: (provider: string) => Promise<typeof account | null>) {
      const asked: string[] = [];
      const rendered = renderLogin((backend) => {
        backend.auth.socialProviders = ['google', 'facebook', 'apple'];
        backend.auth.signInWithProvider = async (provider) => {
          asked.push(provider);
          const signedIn = await answer(provider);
          if (!signedIn) throw Object.assign(new Error('The sign-in was cancelled'), { code: 'aborted' });
          const { password: _password, ...user } = signedIn;
          backend.emitChange(user);
          return user;
        };
      });
      return { ...rendered, asked };
    }

    it('shows Google, Facebook and Apple and signs in through the chosen one', async () => {
      const { onSignedIn, session, asked } = withProviders(async () => account);
      const names = ['Continue with Google', 'Continue with Facebook', 'Continue with Apple'];
      for (const name of names) expect(screen.getByRole('button', { name })).toBeEnabled();
      await userEvent.setup().click(screen.getByRole('button', { name: 'Continue with Facebook' }));
      await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
      expect(asked).toEqual(['facebook']);
      expect(session.actor.getSnapshot().context.user?.uid).toBe('u1');
    });

    it("shows the sign-in failure when the provider refuses, and nothing when the user closes the pop-up", async () => {
      let refuse = true;
      const { onSignedIn } = withProviders(async () => {
        if (refuse) throw new Error('There has been a problem signing you in');
        return null;
      });
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('There has been a problem signing you in');
      refuse = false;
      await user.click(screen.getByRole('button', { name: 'Continue with Apple' }));
      await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Continue with Apple' })).toBeEnabled();
      expect(onSignedIn).not.toHaveBeenCalled();
    });
  });
});

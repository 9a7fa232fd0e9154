import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER, renderApp } from '../app/testing/renderApp';

const { password, ...publisher } = DEMO_PUBLISHER;

async function signIn(email: string, secret: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/e-mail/i), email);
  await user.type(screen.getByLabelText(/password/i, { selector: 'input' }), secret);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('/login', () => {
  it('sends a signed-out visitor of a dashboard page to /login with the page as next', async () => {
    const { router } = renderApp('/courses?page=2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ next: '/courses?page=2' });
  });

  it('signs in through the form and goes to next', async () => {
    const { router, backend } = renderApp('/login?next=%2Fsome%2Fplace%3Ftab%3D2');
    const visited: string[] = [];
    router.subscribe('onBeforeNavigate', (event) => visited.push(event.toLocation.href));
    await signIn(publisher.email, password);
    await waitFor(() => expect(visited).toContain('/some/place?tab=2'));
    expect(backend.calls).toContain(`signInWithEmail ${publisher.email}`);
  });

  it('signs in and goes to / when there is no next', async () => {
    const { router } = renderApp('/login');
    await signIn(publisher.email, password);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows the spec message and stays on /login when sign-in fails', async () => {
    const { router } = renderApp('/login?next=%2F');
    await signIn(publisher.email, 'not the password');
    expect(await screen.findByRole('alert')).toHaveTextContent('There has been a problem signing you in');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects a signed-in visitor of /login to next', async () => {
    const { router } = renderApp('/login?next=%2F', { signedInAs: publisher });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('ignores a next that points off the site', async () => {
    const { router } = renderApp('/login?next=%2F%2Fevil.example%2F', { signedInAs: publisher });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.href).toBe('/');
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER, renderApp } from '../../app/testing/renderApp';

describe('/not-found', () => {
  it('shows the spec title and text', async () => {
    renderApp('/not-found');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("It's okay to feel a little lost sometimes. But maybe we can help you find your way home."),
    ).toBeInTheDocument();
  });

  it("takes the user home with 'Back to home'", async () => {
    const { password: _password, ...publisher } = DEMO_PUBLISHER;
    const { router } = renderApp('/not-found', { signedInAs: publisher });
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Back to home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('receives every unknown dashboard path', async () => {
    const { password: _password, ...publisher } = DEMO_PUBLISHER;
    const { router } = renderApp('/no/such/page', { signedInAs: publisher });
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
  });
});

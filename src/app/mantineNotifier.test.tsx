import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyNotifications } from './LazyNotifications';
import { createMantineNotifier } from './mantineNotifier';

function renderNotifications() {
  render(
    <MantineProvider>
      <LazyNotifications />
    </MantineProvider>,
  );
  return createMantineNotifier();
}

describe('createMantineNotifier', () => {
  it('shows the generic toast when given nothing', async () => {
    const notifier = renderNotifications();
    act(() => notifier.toast());
    expect(await screen.findByText('Whoops, something went wrong.')).toBeInTheDocument();
    expect(
      screen.getByText('Please try again. If you keep seeing this please contact us via the feedback form.'),
    ).toBeInTheDocument();
  });

  it("shows an alert with the server's message", async () => {
    const notifier = renderNotifications();
    act(() => notifier.alert('Permission denied'));
    expect(await screen.findByText('Permission denied')).toBeInTheDocument();
  });
});

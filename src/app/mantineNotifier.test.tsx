import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../lib/i18n';
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

  describe('in another language', () => {
    afterEach(async () => {
      await activateLocale('en');
    });

    it('Russian: the generic toast and the alert without a server message are Russian; a server message stays as sent', async () => {
      await activateLocale('ru');
      const notifier = renderNotifications();
      act(() => notifier.toast());
      expect(await screen.findByText('Ой, что-то пошло не так.')).toBeInTheDocument();
      expect(screen.getByText('Попробуйте ещё раз. Если это повторяется, напишите нам через форму обратной связи.')).toBeInTheDocument();
      act(() => notifier.alert('Something Went Wrong!'));
      expect(await screen.findByText('Что-то пошло не так!')).toBeInTheDocument();
      act(() => notifier.alert('Доступ запрещён'));
      expect(await screen.findByText('Доступ запрещён')).toBeInTheDocument();
    });
  });
});

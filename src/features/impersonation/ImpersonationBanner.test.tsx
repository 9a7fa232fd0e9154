import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n/activateLocale';
import { ImpersonationBanner } from './ImpersonationBanner';

afterAll(() => activateLocale('en'));

describe('ImpersonationBanner', () => {
  it.each([
    ['en', 'You are impersonating Ana Lima.', 'Stop'],
    ['ru', 'Вы действуете от имени Ana Lima.', 'Выйти'],
  ] as const)('%s: the sentence with the name in bold, and the way back', async (locale, sentence, stop) => {
    await activateLocale(locale);
    render(
      <MantineProvider>
        <ImpersonationBanner name="Ana Lima" onStop={() => {}} />
      </MantineProvider>,
    );
    const banner = screen.getByRole('region');
    expect(banner).toHaveTextContent(sentence);
    expect(banner.querySelector('strong')).toHaveTextContent('Ana Lima');
    expect(screen.getByRole('button', { name: stop })).toBeInTheDocument();
  });
});

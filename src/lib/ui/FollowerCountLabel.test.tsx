import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../i18n/activateLocale';
import { FollowerCountLabel } from './FollowerCountLabel';

afterAll(() => activateLocale('en'));

describe('FollowerCountLabel', () => {
  it.each([
    ['en', 1, '1 Follower'],
    ['en', 0, '0 Followers'],
    ['en', 123456, '123.4k Followers'],
    ['fr', 0, '0 abonné'],
    ['ru', 5, '5 подписчиков'],
    ['hi', 100000, '1,00,000 फ़ॉलोअर'],
  ] as const)('%s, %i → %s', async (locale, count, text) => {
    await activateLocale(locale);
    render(
      <MantineProvider>
        <FollowerCountLabel count={count} />
      </MantineProvider>,
    );
    expect(screen.getByText(text)).toBeInTheDocument();
  });
});

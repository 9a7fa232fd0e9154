import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, LocaleProvider, type LoadableLocale } from '../../lib/i18n';
import { DatePickerControl } from './DatePickerControl';

// Issue 19 item 3: the date picker shows its day, its months and its week in the interface language; the
// value it gives back stays ISO.

afterEach(async () => {
  await activateLocale('en');
});

async function mount(locale: LoadableLocale, value: string | null, onChange = vi.fn()) {
  await activateLocale(locale);
  render(
    <MantineProvider>
      <LocaleProvider initialLocale={locale}>
        <DatePickerControl id="day" label="Day" value={value} onChange={onChange} />
      </LocaleProvider>
    </MantineProvider>,
  );
  return onChange;
}

describe('DatePickerControl by language', () => {
  it('Russian: the field reads 24 нояб. 2026 г., the calendar has Russian months and starts on Monday; a pick gives an ISO day', async () => {
    const onChange = await mount('ru', '2026-11-24');
    const field = screen.getByRole('button', { name: 'Day' });
    expect(field).toHaveTextContent('24 нояб. 2026 г.');
    await act(async () => void fireEvent.click(field));
    // The dayjs locale loads on demand; the month heading follows once it is in.
    await waitFor(() => expect(screen.getByText(/ноябрь 2026/i)).toBeInTheDocument());
    expect(document.querySelector('button[data-direction="next"]')).toHaveAttribute('aria-label', 'Следующий месяц');
    expect(document.querySelector('button[data-direction="previous"]')).toHaveAttribute('aria-label', 'Предыдущий месяц');
    const weekdays = [...document.querySelectorAll('thead th')].map((cell) => cell.textContent?.toLowerCase());
    expect(weekdays[0]).toBe('пн');
    // Days are named in Russian too; the dropdown is still in its opening transition, so found by its name.
    await act(async () => void fireEvent.click(document.querySelector('td button[aria-label="26 ноября 2026"]')!));
    expect(onChange).toHaveBeenCalledWith('2026-11-26');
  });

  it('German: 24.11.2026', async () => {
    await mount('de', '2026-11-24');
    expect(screen.getByRole('button', { name: 'Day' })).toHaveTextContent('24.11.2026');
  });

  it('Hindi: 24 नव॰ 2026, and the week starts on Sunday', async () => {
    await mount('hi', '2026-11-24');
    const field = screen.getByRole('button', { name: 'Day' });
    expect(field).toHaveTextContent('24 नव॰ 2026');
    await act(async () => void fireEvent.click(field));
    await waitFor(() => expect(screen.getByText(/नवम्बर 2026/)).toBeInTheDocument());
    expect([...document.querySelectorAll('thead th')][0]?.textContent).toBe('र');
  });

  it('English: Nov 24, 2026, never 11/24/2026', async () => {
    await mount('en', '2026-11-24');
    const field = screen.getByRole('button', { name: 'Day' });
    expect(field).toHaveTextContent('Nov 24, 2026');
    expect(field).not.toHaveTextContent('11/24/2026');
  });
});

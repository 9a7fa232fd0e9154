import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale, LocaleProvider } from '../../lib/i18n';
import { TeacherTermsModal, type TermsApi } from './TeacherTermsModal';
import { TermsFetchError } from './loadTermsText';

// Issue 19: the terms modal in the reader's language: the document asked for in that language, the
// button and the spec 1 §8 messages (toast, alert, load error) from the catalog.

const input = { acceptedVersion: null, modalClosedAt: null, impersonating: false, now: Date.UTC(2025, 7, 1) };

afterEach(async () => {
  await activateLocale('en');
});

function mount(locale: 'ru' | 'hi', api: TermsApi, toasts: string[] = []) {
  return render(
    <MantineProvider>
      <LocaleProvider initialLocale={locale}>
        <TeacherTermsModal input={input} api={api} notifier={{ alert: () => {}, toast: (t) => void toasts.push(t?.title ?? '') }} />
      </LocaleProvider>
    </MantineProvider>,
  );
}

describe('the teacher terms modal in another language', () => {
  it('Russian: asks for the Russian document, and a refused acceptance says so in Russian (alert and toast)', async () => {
    await activateLocale('ru');
    const asked: string[] = [];
    const toasts: string[] = [];
    const api: TermsApi = {
      accept: async () => false,
      dismiss: async () => {},
      loadText: async (locale) => {
        asked.push(locale);
        return '# Условия для преподавателей\n\nНажимая **Принять условия**, вы соглашаетесь.';
      },
    };
    mount('ru', api, toasts);
    expect(await screen.findByRole('heading', { name: 'Условия для преподавателей', level: 2 })).toBeInTheDocument();
    expect(asked).toEqual(['ru']);
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Принять условия' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось принять условия. Попробуйте ещё раз.');
    expect(toasts).toEqual(['Не удалось принять условия. Попробуйте ещё раз.']);
    expect(screen.queryByText(/Accept Terms|Failed to accept/)).toBeNull();
  });

  it('Hindi: a document that cannot be read shows the load error in Hindi with the status', async () => {
    await activateLocale('hi');
    const api: TermsApi = { accept: async () => true, dismiss: async () => {}, loadText: () => Promise.reject(new TermsFetchError(404, 'Not Found')) };
    mount('hi', api);
    expect(await screen.findByText('सामग्री लोड करने में त्रुटि: लाने में विफल: 404 Not Found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'शर्तें स्वीकार करें' })).toBeInTheDocument();
  });
});

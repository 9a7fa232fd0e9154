import { LinguiContext } from '@lingui/react';
import { useContext, useMemo } from 'react';
import { activeI18n } from '../i18n/activeI18n';
import { abbreviateNumberIn, formatDate, formatNumber, formatRelativeTime } from './localeFormat';

export interface LocaleFormat {
  locale: string;
  number: (value: number, options?: Intl.NumberFormatOptions) => string;
  /** Spec 1 §9's k / M / G over 100000. */
  abbreviated: (value: number) => string;
  date: (value: Date | number, options?: Intl.DateTimeFormatOptions) => string;
  relative: (then: number, now: number) => string;
}

/** Numbers, dates and relative time in the active interface language; re-renders when it changes. */
export function useFormat(): LocaleFormat {
  const context = useContext(LinguiContext);
  const locale = (context?.i18n ?? activeI18n).locale || 'en';
  return useMemo(
    () => ({
      locale,
      number: (value, options) => formatNumber(locale, value, options),
      abbreviated: (value) => abbreviateNumberIn(locale, value),
      date: (value, options) => formatDate(locale, value, options),
      relative: (then, now) => formatRelativeTime(locale, then, now),
    }),
    [locale],
  );
}

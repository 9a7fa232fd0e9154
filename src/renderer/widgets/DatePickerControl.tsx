import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { firstDayOfWeek, formatIsoDate } from '../../lib/format/isoDate';
import { useT } from '../../lib/i18n';
import { loadDayjsLocale } from '../../lib/i18n/dayjsLocale';
import { LocaleContext } from '../../lib/i18n/LocaleProvider';

interface DatePickerControlProps {
  id: string;
  value: string | null;
  placeholder?: string;
  minDate?: string;
  error?: ReactNode;
  /** A label of its own, for a date input outside a schema form (RJSF draws the field's label). */
  label?: ReactNode;
  required?: boolean;
  onChange(next: string | null): void;
}

/** The interface language, and the dayjs locale of it once loaded ('en' until then). */
function useDayjsLocale(): { locale: string; dayjs: string } {
  const locale = useContext(LocaleContext)?.locale ?? 'en';
  const [code, setCode] = useState('en');
  useEffect(() => {
    let live = true;
    void loadDayjsLocale(locale).then((loaded) => {
      if (live) setCode(loaded);
    });
    return () => {
      live = false;
    };
  }, [locale]);
  return { locale, dayjs: code };
}

/**
 * Mantine's date picker (with its stylesheet), in a chunk of its own: only steps with a date load it.
 * Month and weekday names, the first day of the week and the date shown in the field follow the
 * interface language ('24.11.2026', '24 нояб. 2026 г.'); the value stays ISO (YYYY-MM-DD).
 */
export function DatePickerControl({ id, value, placeholder, minDate, error, label, required, onChange }: DatePickerControlProps) {
  const { locale, dayjs } = useDayjsLocale();
  const t = useT();
  // The calendar's arrows are named in the interface language (Mantine leaves them unnamed); the month
  // and year headings keep their visible text as their name.
  const ariaLabels = {
    nextMonth: t('wizard.dates.nextMonth'),
    previousMonth: t('wizard.dates.previousMonth'),
    nextYear: t('wizard.dates.nextYear'),
    previousYear: t('wizard.dates.previousYear'),
    nextDecade: t('wizard.dates.nextDecade'),
    previousDecade: t('wizard.dates.previousDecade'),
  };
  return (
    <DatesProvider settings={{ locale: dayjs, firstDayOfWeek: firstDayOfWeek(locale) }}>
      <DatePickerInput
        id={id}
        value={value}
        label={label}
        required={required}
        placeholder={placeholder}
        minDate={minDate}
        ariaLabels={ariaLabels}
        valueFormatter={({ date }) => formatIsoDate(locale, typeof date === 'string' ? date : null)}
        error={error}
        onChange={onChange}
      />
    </DatesProvider>
  );
}

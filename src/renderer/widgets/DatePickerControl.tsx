import { DatePickerInput, DatesProvider } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useContext, useEffect, useState, type ReactNode } from 'react';
import { loadDayjsLocale } from '../../lib/i18n/dayjsLocale';
import { LocaleContext } from '../../lib/i18n/LocaleProvider';

interface DatePickerControlProps {
  id: string;
  value: string | null;
  placeholder?: string;
  minDate?: string;
  error?: ReactNode;
  onChange(next: string | null): void;
}

/** The dayjs locale of the language on screen, once loaded ('en' until then). */
function useDayjsLocale(): string {
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
  return code;
}

/**
 * Mantine's date picker (with its stylesheet), in a chunk of its own: only steps with a date load it.
 * Month and weekday names follow the interface language; the value stays ISO (YYYY-MM-DD).
 */
export function DatePickerControl({ id, value, placeholder, minDate, error, onChange }: DatePickerControlProps) {
  const locale = useDayjsLocale();
  return (
    <DatesProvider settings={{ locale }}>
      <DatePickerInput
        id={id}
        value={value}
        placeholder={placeholder}
        minDate={minDate}
        valueFormat="YYYY-MM-DD"
        error={error}
        onChange={onChange}
      />
    </DatesProvider>
  );
}

import type { WidgetProps } from '@rjsf/utils';
import { lazy, Suspense, useContext } from 'react';
import { formatIsoDate } from '../../lib/format/isoDate';
import { LocaleContext } from '../../lib/i18n/LocaleProvider';
import { useOwnFieldError } from '../FieldErrorContext';
import { controlProps, describedBy, LightInputFrame } from './LightInputFrame';

const DatePickerControl = lazy(() => import('./DatePickerControl').then((m) => ({ default: m.DatePickerControl })));

/**
 * A calendar date picker; the value is an ISO date (YYYY-MM-DD), as JSON Schema `format: date` expects.
 * The picker (`@mantine/dates` and dayjs) loads with the first step that has a date; while it loads, the
 * field shows the date in a disabled input of the same look. A read-only date (a live event's start once
 * created) is that input too; both show the date in the interface language, as the picker does.
 */
export function DateWidget({ id, fieldPointer, value, onChange, disabled, readonly, placeholder, schema }: WidgetProps) {
  const error = useOwnFieldError(fieldPointer);
  const min = typeof schema.formatMinimum === 'string' ? schema.formatMinimum : undefined;
  const date = typeof value === 'string' ? value : null;
  const locale = useContext(LocaleContext)?.locale ?? 'en';
  const closedDate = (
    <LightInputFrame id={id} error={error} disabled>
      <input {...controlProps(error, true)} id={id} value={formatIsoDate(locale, date)} placeholder={placeholder} disabled readOnly aria-describedby={describedBy(id, error)} />
    </LightInputFrame>
  );
  if (disabled || readonly) return closedDate;
  return (
    <Suspense fallback={closedDate}>
      <DatePickerControl id={id} value={date} placeholder={placeholder} minDate={min} error={error} onChange={(next) => onChange(next ?? undefined)} />
    </Suspense>
  );
}

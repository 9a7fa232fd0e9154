import { liveTimeLabel } from '../../../domain/live/liveEventTime';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/format/useFormat';

/** Spec 3 §2 time labels in the reader's language: 'in N min(s)', 'in N hr(s)', Today, Tomorrow, weekday, date, Live Now. */
export function useTimeLabel(): (start: number, now: number) => string {
  const t = useT();
  const format = useFormat();
  return (start, now) => {
    const label = liveTimeLabel(start, now);
    const time = format.date(start, { hour: 'numeric', minute: '2-digit' });
    switch (label.kind) {
      case 'liveNow':
        return t('live.time.liveNow');
      case 'minutes':
        return t('live.time.inMinutes', { count: label.count });
      case 'hours':
        return t('live.time.inHours', { count: label.count });
      case 'today':
        return t('live.time.today', { time });
      case 'tomorrow':
        return t('live.time.tomorrow', { time });
      case 'weekday':
        return format.date(label.date, { weekday: 'long', hour: 'numeric', minute: '2-digit' });
      case 'date':
        return format.date(label.date, { dateStyle: 'medium', timeStyle: 'short' });
    }
  };
}

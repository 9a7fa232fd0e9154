import { SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { bucketsOf, CHART_INTERVALS, type ChartInterval } from '../../domain/insights/insightsRules';
import { useT } from '../../lib/i18n';

/** The spec's chart intervals (30, 84, 365, 450 days) named by what the chart then shows: days, weeks or months. */
export function IntervalPicker({ value, onChange, label }: { value: ChartInterval; onChange: (value: ChartInterval) => void; label: string }) {
  const t = useT();
  // Four choices do not fit a 390 px phone in a row: there they stack.
  const narrow = useMediaQuery('(max-width: 30em)');
  const name = (interval: ChartInterval) => {
    const { unit, points } = bucketsOf(interval);
    if (unit === 'day') return t('insights.interval.days', { count: points });
    if (unit === 'week') return t('insights.interval.weeks', { count: points });
    return t('insights.interval.months', { count: points });
  };
  return (
    <SegmentedControl
      aria-label={label}
      orientation={narrow ? 'vertical' : 'horizontal'}
      fullWidth={narrow}
      value={String(value)}
      onChange={(v) => onChange(Number(v) as ChartInterval)}
      data={CHART_INTERVALS.map((interval) => ({ value: String(interval), label: name(interval) }))}
    />
  );
}

import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormat } from '../../lib/format/useFormat';
import { useT } from '../../lib/i18n';
import type { PeriodFigure } from './insightsApi';

/** One headline figure in a card named by its label, with an optional line under it. */
export function FigureCard({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
      {children}
    </Paper>
  );
}

/** A KPI card: the period's figure and its change against the period before. */
export function KpiCard({ label, figure, format }: { label: string; figure: PeriodFigure; format: (value: number) => string }) {
  const t = useT();
  const f = useFormat();
  const change = figure.change_percent;
  return (
    <FigureCard label={label} value={format(figure.current)}>
      <Text size="sm" c={change === null ? 'dimmed' : change >= 0 ? 'teal.8' : 'red.8'}>
        {change === null
          ? t('insights.kpi.noPrevious')
          : t('insights.kpi.change', { change: f.number(change / 100, { style: 'percent', signDisplay: 'exceptZero', maximumFractionDigits: 1 }), previous: format(figure.previous) })}
      </Text>
    </FigureCard>
  );
}

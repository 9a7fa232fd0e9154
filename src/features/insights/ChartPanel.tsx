import { AreaChart, BarChart } from '@mantine/charts';
import '@mantine/charts/styles.css';
import { Button, Group, Paper, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useT } from '../../lib/i18n';
import { downloadCsv, seriesCsv } from './seriesCsv';

/** One series of a chart: its key in the rows, its name, colour and how its values read. */
export interface ChartSeriesSpec {
  key: string;
  label: string;
  color: string;
  format: (value: number) => string;
  /** The value as the CSV holds it (plain numbers: dollars with two decimals, counts). */
  csv: (value: number) => number | string;
}

/** One point: its label on the axis, the days it covers and a value per series key. */
export type ChartRow = { label: string; start: string; end: string } & Record<string, number | string>;

export interface ChartPanelProps {
  title: string;
  /** A sentence saying what the chart shows (totals, change): the figure's accessible name and caption. */
  summary: string;
  rows: ChartRow[];
  series: ChartSeriesSpec[];
  kind?: 'area' | 'bar';
  /** Publish-day markers: the label of the point they fall in, and what was published. */
  markers?: Array<{ label: string; title: string }>;
  /** File name stem for the CSV downloads. */
  fileStem: string;
}

/** A marker's label is drawn on one line beside it: longer titles end in an ellipsis. */
const MARKER_LABEL_CHARS = 18;

/**
 * Publish-day markers as reference lines, each label on the side of its line with more room: right of
 * the line in the chart's first half, left of it in the second (a label right of a marker on the last
 * day ran past the chart and the page's right edge).
 */
export function markerLines(markers: NonNullable<ChartPanelProps['markers']>, rows: ChartRow[]) {
  return markers.map((m) => {
    const index = rows.findIndex((row) => row.label === m.label);
    const inSecondHalf = index >= 0 && index >= rows.length / 2;
    const label = m.title.length > MARKER_LABEL_CHARS ? `${m.title.slice(0, MARKER_LABEL_CHARS - 1).trimEnd()}…` : m.title;
    return { x: m.label, color: 'grape.6', label, labelPosition: inSecondHalf ? ('insideTopRight' as const) : ('insideTopLeft' as const) };
  });
}

/**
 * A chart with an accessible summary, a table view of the same points and a CSV download of each
 * series (issue 18 item 2). @mantine/charts (recharts) is imported here only, so it reaches only the
 * insights routes' chunks.
 */
export function ChartPanel({ title, summary, rows, series, kind = 'area', markers = [], fileStem }: ChartPanelProps) {
  const t = useT();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const headingId = useId();
  const chartSeries = series.map((s) => ({ name: s.key, label: s.label, color: s.color }));
  const valueFormatter = series.length === 1 ? series[0]!.format : undefined;
  const common = { h: 260, data: rows, dataKey: 'label', series: chartSeries, valueFormatter, withLegend: series.length > 1, tickLine: 'x' as const };
  const referenceLines = markerLines(markers, rows);

  const exportSeries = (s: ChartSeriesSpec) =>
    downloadCsv(
      `${fileStem}-${s.key}.csv`,
      seriesCsv([
        { header: t('insights.chart.periodStart'), values: rows.map((r) => r.start) },
        { header: t('insights.chart.periodEnd'), values: rows.map((r) => r.end) },
        { header: s.label, values: rows.map((r) => s.csv(Number(r[s.key]) || 0)) },
      ]),
    );

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" id={headingId}>
            {title}
          </Title>
          <SegmentedControl
            size="xs"
            value={view}
            onChange={(v) => setView(v as 'chart' | 'table')}
            aria-label={t('insights.chart.viewLabel', { title })}
            data={[
              { value: 'chart', label: t('insights.chart.viewChart') },
              { value: 'table', label: t('insights.chart.viewTable') },
            ]}
          />
        </Group>
        <figure style={{ margin: 0 }} aria-label={summary}>
          <Text component="figcaption" size="sm" c="dimmed" mb="xs">
            {summary}
          </Text>
          {view === 'chart' ? (
            kind === 'bar' ? <BarChart {...common} referenceLines={referenceLines} /> : <AreaChart {...common} curveType="monotone" referenceLines={referenceLines} />
          ) : (
            <Table.ScrollContainer minWidth={280}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('insights.chart.period')}</Table.Th>
                    {series.map((s) => (
                      <Table.Th scope="col" key={s.key} ta="right">
                        {s.label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.start}>
                      <Table.Th scope="row" fw={400}>
                        {row.label}
                      </Table.Th>
                      {series.map((s) => (
                        <Table.Td key={s.key} ta="right">
                          {s.format(Number(row[s.key]) || 0)}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </figure>
        <Group gap="xs" wrap="wrap">
          {series.map((s) => (
            <Button key={s.key} size="xs" variant="default" onClick={() => exportSeries(s)}>
              {t('insights.chart.downloadCsv', { series: s.label })}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

import { Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { bucketsOf, DEFAULT_RANGE_DAYS, type ChartInterval } from '../../domain/insights/insightsRules';
import { useFormat } from '../../lib/format/useFormat';
import { useT } from '../../lib/i18n';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { buildRows } from './buildRows';
import { ChartPanel, type ChartSeriesSpec } from './ChartPanel';
import { insightsApi, type TopContentItem } from './insightsApi';
import { IntervalPicker } from './IntervalPicker';
import { KpiCard } from './KpiCard';
import { centsForCsv, formatCents } from './money';
import { pointHolding, pointLabel } from './pointLabel';
import { useLoaded, useTeacherDashboard } from './useTeacherDashboard';

type Metric = 'followers' | 'donations_share_cents' | 'revenue_cents';

/**
 * The dashboard home's insights (issue 18 item 2): KPI cards with the change against the previous period,
 * one time series bucketed by the server with publish-day markers, and the top content.
 */
export function HomeInsights() {
  const t = useT();
  const f = useFormat();
  const client = useTeacherDashboard();
  const [interval, setInterval] = useState<ChartInterval>(DEFAULT_RANGE_DAYS);
  const [metric, setMetric] = useState<Metric>('revenue_cents');
  const { data } = useLoaded(`home-${interval}`, (signal) => insightsApi.home(client, interval, signal));
  const narrow = useMediaQuery('(max-width: 30em)');
  const money = formatCents(f);
  const count = (v: number) => f.number(v);

  const labels: Record<Metric, string> = {
    followers: t('insights.metric.newFollowers'),
    donations_share_cents: t('insights.metric.donationsShare'),
    revenue_cents: t('insights.metric.revenue'),
  };
  const specs: Record<Metric, ChartSeriesSpec> = {
    followers: { key: 'followers', label: labels.followers, color: 'teal.6', format: count, csv: (v) => v },
    donations_share_cents: { key: 'donations_share_cents', label: labels.donations_share_cents, color: 'grape.6', format: money, csv: centsForCsv },
    revenue_cents: { key: 'revenue_cents', label: labels.revenue_cents, color: 'blue.6', format: money, csv: centsForCsv },
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          {t('insights.home.heading')}
        </Title>
        <IntervalPicker value={interval} onChange={setInterval} label={t('insights.interval.label')} />
      </Group>
      {!data ? (
        <LoadingSpinner />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <KpiCard label={labels.followers} figure={data.kpis.followers} format={count} />
            <KpiCard label={labels.donations_share_cents} figure={data.kpis.donations_share_cents} format={money} />
            <KpiCard label={labels.revenue_cents} figure={data.kpis.revenue_cents} format={money} />
          </SimpleGrid>
          <SegmentedControl
            aria-label={t('insights.home.metricLabel')}
            orientation={narrow ? 'vertical' : 'horizontal'}
            value={metric}
            onChange={(v) => setMetric(v as Metric)}
            data={(Object.keys(labels) as Metric[]).map((m) => ({ value: m, label: labels[m] }))}
          />
          <ChartPanel
            key={metric}
            title={labels[metric]}
            summary={t('insights.home.summary', {
              metric: labels[metric],
              total: specs[metric].format(data.kpis[metric].current),
              points: data.series[metric].length,
              published: data.publish_days.length,
            })}
            rows={buildRows({ [metric]: data.series[metric] }, bucketsOf(interval).unit, f)}
            series={[specs[metric]]}
            markers={data.publish_days.flatMap((day) => {
              const point = pointHolding(data.series[metric], day.date);
              return point ? [{ label: pointLabel(point, bucketsOf(interval).unit, f), title: t('insights.home.published', { title: day.title }) }] : [];
            })}
            fileStem={`insights-${interval}`}
          />
          <TopContent items={data.top_content} />
        </>
      )}
    </Stack>
  );
}

function TopContent({ items }: { items: TopContentItem[] }) {
  const t = useT();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="top-content-heading">
      <Title order={3} size="h4" id="top-content-heading" mb="sm">
        {t('insights.top.heading')}
      </Title>
      {items.length === 0 ? <Text c="dimmed">{t('insights.top.empty')}</Text> : <HomeTopRows items={items} />}
    </Paper>
  );
}

function HomeTopRows({ items }: { items: TopContentItem[] }) {
  const t = useT();
  const f = useFormat();
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('insights.top.title')}</Table.Th>
            <Table.Th scope="col" ta="right">{t('insights.top.plays')}</Table.Th>
            <Table.Th scope="col" ta="right">{t('insights.top.favorites')}</Table.Th>
            <Table.Th scope="col" ta="right">{t('insights.top.rating')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.item_id}>
              <Table.Td data-user-content>{item.title}</Table.Td>
              <Table.Td ta="right">{f.abbreviated(item.play_count)}</Table.Td>
              <Table.Td ta="right">{f.abbreviated(item.favorites_count)}</Table.Td>
              <Table.Td ta="right">{f.number(item.rating_average, { maximumFractionDigits: 1 })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

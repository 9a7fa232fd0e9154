import { Group, Paper, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { bucketsOf, CHART_INTERVALS, DEFAULT_RANGE_DAYS, PUBLISHER_SHARE_PERCENT, type ChartInterval } from '../../domain/insights/insightsRules';
import { useFormat } from '../../lib/format/useFormat';
import { useT } from '../../lib/i18n';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { buildRows } from './buildRows';
import { ChartPanel } from './ChartPanel';
import { insightsApi } from './insightsApi';
import { KpiCard } from './KpiCard';
import { centsForCsv, formatCents } from './money';
import { useLoaded, useTeacherDashboard } from './useTeacherDashboard';

/** /donations, the figures (spec 3 §7, §9): a range (30 days by default), the publisher's 70% share over time and the donation tiers. */
export function DonationsInsights() {
  const t = useT();
  const f = useFormat();
  const client = useTeacherDashboard();
  const [range, setRange] = useState<ChartInterval>(DEFAULT_RANGE_DAYS);
  const { data } = useLoaded(`donations-${range}`, (signal) => insightsApi.donations(client, range, signal));
  const money = formatCents(f);
  const shareLabel = t('insights.metric.donationsShare');

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs" align="flex-end">
        <Title order={2} size="h3">
          {t('insights.donations.heading')}
        </Title>
        <Select
          label={t('insights.donations.range')}
          value={String(range)}
          allowDeselect={false}
          onChange={(v) => v && setRange(Number(v) as ChartInterval)}
          data={CHART_INTERVALS.map((days) => ({ value: String(days), label: t('insights.donations.lastDays', { count: days }) }))}
          w={200}
        />
      </Group>
      {!data ? (
        <LoadingSpinner />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <KpiCard label={shareLabel} figure={data.publisher_share_cents} format={money} />
            <Paper withBorder p="md" component="section" aria-label={t('insights.donations.countLabel')}>
              <Title order={3} size="sm" c="dimmed" fw={400}>
                {t('insights.donations.countLabel')}
              </Title>
              <Text fz={28} fw={700}>
                {f.number(data.count)}
              </Text>
              <Text size="sm">{t('insights.donations.gross', { gross: money(data.total_cents), share: f.number(PUBLISHER_SHARE_PERCENT / 100, { style: 'percent' }) })}</Text>
            </Paper>
          </SimpleGrid>
          <ChartPanel
            title={shareLabel}
            summary={t('insights.donations.summary', { count: data.count, total: money(data.publisher_share_cents.current), days: data.range })}
            rows={buildRows({ share: data.series }, bucketsOf(data.range).unit, f)}
            series={[{ key: 'share', label: shareLabel, color: 'grape.6', format: money, csv: centsForCsv }]}
            kind="bar"
            fileStem={`donations-${data.range}`}
          />
          <Paper withBorder p="md" component="section" aria-labelledby="donation-tiers-heading">
            <Title order={3} size="h4" id="donation-tiers-heading" mb="sm">
              {t('insights.donations.tiersHeading')}
            </Title>
            <Table.ScrollContainer minWidth={300}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('insights.donations.tier')}</Table.Th>
                    <Table.Th scope="col" ta="right">{t('insights.donations.count')}</Table.Th>
                    <Table.Th scope="col" ta="right">{shareLabel}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.tiers.map((tier) => (
                    <Table.Tr key={tier.tier}>
                      <Table.Th scope="row" fw={400}>{f.number(tier.tier, { style: 'currency', currency: 'USD' })}</Table.Th>
                      <Table.Td ta="right">{f.number(tier.count)}</Table.Td>
                      <Table.Td ta="right">{money(tier.publisher_share_cents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
    </Stack>
  );
}

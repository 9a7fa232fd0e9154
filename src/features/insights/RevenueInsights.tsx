import { Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { bucketsOf, DEFAULT_RANGE_DAYS, type ChartInterval } from '../../domain/insights/insightsRules';
import { useFormat } from '../../lib/format/useFormat';
import { useT } from '../../lib/i18n';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { buildRows } from './buildRows';
import { ChartPanel } from './ChartPanel';
import { insightsApi } from './insightsApi';
import { IntervalPicker } from './IntervalPicker';
import { KpiCard } from './KpiCard';
import { centsForCsv, formatCents } from './money';
import { useLoaded, useTeacherDashboard } from './useTeacherDashboard';

/** /revenue: donations at the publisher's 70% share plus shop sales, over the chosen period, and sales by product. */
export function RevenueInsights() {
  const t = useT();
  const f = useFormat();
  const client = useTeacherDashboard();
  const [interval, setInterval] = useState<ChartInterval>(DEFAULT_RANGE_DAYS);
  const { data } = useLoaded(`revenue-${interval}`, (signal) => insightsApi.revenue(client, interval, signal));
  const money = formatCents(f);
  const labels = { donations: t('insights.metric.donationsShare'), shop: t('insights.metric.shopSales'), revenue: t('insights.metric.revenue') };

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <IntervalPicker value={interval} onChange={setInterval} label={t('insights.interval.label')} />
      </Group>
      {!data ? (
        <LoadingSpinner />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <KpiCard label={labels.revenue} figure={data.revenue_cents} format={money} />
            <KpiCard label={labels.donations} figure={data.donations_share_cents} format={money} />
            <KpiCard label={labels.shop} figure={data.shop_sales_cents} format={money} />
          </SimpleGrid>
          <ChartPanel
            title={t('insights.revenue.chartTitle')}
            summary={t('insights.revenue.summary', { total: money(data.revenue_cents.current), donations: money(data.donations_share_cents.current), shop: money(data.shop_sales_cents.current) })}
            rows={buildRows({ donations: data.series.donations_share_cents, shop: data.series.shop_sales_cents }, bucketsOf(data.interval).unit, f)}
            series={[
              { key: 'donations', label: labels.donations, color: 'grape.6', format: money, csv: centsForCsv },
              { key: 'shop', label: labels.shop, color: 'blue.6', format: money, csv: centsForCsv },
            ]}
            kind="bar"
            fileStem={`revenue-${data.interval}`}
          />
          <Paper withBorder p="md" component="section" aria-labelledby="revenue-products-heading">
            <Title order={3} size="h4" id="revenue-products-heading" mb="sm">
              {t('insights.revenue.productsHeading')}
            </Title>
            {data.products.length === 0 ? (
              <Text c="dimmed">{t('insights.revenue.noSales')}</Text>
            ) : (
              <Table.ScrollContainer minWidth={300}>
                <Table>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t('insights.revenue.product')}</Table.Th>
                      <Table.Th scope="col" ta="right">{t('insights.revenue.sales')}</Table.Th>
                      <Table.Th scope="col" ta="right">{t('insights.revenue.amount')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.products.map((p) => (
                      <Table.Tr key={p.shop_product_id}>
                        <Table.Td data-user-content>{p.title}</Table.Td>
                        <Table.Td ta="right">{f.number(p.count)}</Table.Td>
                        <Table.Td ta="right">{money(p.amount_cents)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        </>
      )}
    </Stack>
  );
}

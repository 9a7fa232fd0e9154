import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Pager } from '../../lib/ui/Pager';
import { useState } from 'react';
import { bucketsOf, DEFAULT_RANGE_DAYS, FOLLOWERS_PAGE_SIZE, type ChartInterval } from '../../domain/insights/insightsRules';
import { useFormat } from '../../lib/format/useFormat';
import { useT } from '../../lib/i18n';
import { FollowerCountLabel } from '../../lib/ui/FollowerCountLabel';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { buildRows } from './buildRows';
import { ChartPanel } from './ChartPanel';
import { insightsApi } from './insightsApi';
import { IntervalPicker } from './IntervalPicker';
import { KpiCard } from './KpiCard';
import { useLoaded, useTeacherDashboard } from './useTeacherDashboard';

/** /followers (spec 3 §2, §9): the follower count, new followers over the chosen period, and the followers 25 a page. */
export function FollowersInsights() {
  const t = useT();
  const f = useFormat();
  const client = useTeacherDashboard();
  const [days, setDays] = useState<ChartInterval>(DEFAULT_RANGE_DAYS);
  const [page, setPage] = useState(1);
  const offset = (page - 1) * FOLLOWERS_PAGE_SIZE;
  const { data } = useLoaded(`followers-${days}-${offset}`, (signal) => insightsApi.followers(client, days, offset, signal));
  const [shown, setShown] = useState(data);
  if (data && data !== shown) setShown(data);
  const view = data ?? shown;
  if (!view) return <LoadingSpinner />;
  const count = (v: number) => f.number(v);
  const label = t('insights.metric.newFollowers');

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h3">
          <FollowerCountLabel count={view.number_of_followers} />
        </Title>
        <IntervalPicker value={days} onChange={setDays} label={t('insights.interval.label')} />
      </Group>
      <KpiCard label={label} figure={view.period} format={count} />
      <ChartPanel
        title={label}
        summary={t('insights.followers.summary', { count: view.period.current, shown: count(view.period.current), points: view.series.length })}
        rows={buildRows({ followers: view.series }, bucketsOf(view.time_period_in_days).unit, f)}
        series={[{ key: 'followers', label, color: 'teal.6', format: count, csv: (v) => v }]}
        kind="bar"
        fileStem={`followers-${view.time_period_in_days}`}
      />
      <Paper withBorder p="md" component="section" aria-labelledby="followers-list-heading">
        <Title order={3} size="h4" id="followers-list-heading" mb="sm">
          {t('insights.followers.listHeading')}
        </Title>
        {view.followers.length === 0 ? (
          <Text c="dimmed">{t('insights.followers.empty')}</Text>
        ) : (
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('insights.followers.name')}</Table.Th>
                <Table.Th scope="col">{t('insights.followers.since')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.followers.map((follower) => (
                <Table.Tr key={follower.id}>
                  <Table.Td data-user-content={follower.is_guest ? undefined : true}>{follower.is_guest ? t('insights.followers.guest') : follower.name}</Table.Td>
                  <Table.Td>{f.date(follower.followed_at.epoch, { dateStyle: 'medium' })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {view.number_of_followers > FOLLOWERS_PAGE_SIZE && (
          <Pager mt="md" siblings={0} page={page} onChange={setPage} total={Math.ceil(view.number_of_followers / FOLLOWERS_PAGE_SIZE)} />
        )}
      </Paper>
    </Stack>
  );
}

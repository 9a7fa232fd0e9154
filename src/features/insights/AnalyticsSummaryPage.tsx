import { Alert, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useFormat } from '../../lib/format/useFormat';
import { useT } from '../../lib/i18n';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { FigureCard } from './KpiCard';
import { useLoaded, useTeacherDashboard } from './useTeacherDashboard';
import { SUMMARY_WINDOWS } from '../../domain/insights/analyticsWindows';
import { readAnalyticsSummary, type AnalyticsSummary } from './analyticsSummaryApi';

/** A top list as a table with a caption; a dimmed line when nothing was recorded. */
function TopTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: string[][] }) {
  const t = useT();
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h5">
          {caption}
        </Title>
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('analytics.none')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={280}>
            <Table striped aria-label={caption}>
              <Table.Thead>
                <Table.Tr>
                  {headers.map((header, i) => (
                    <Table.Th key={header} ta={i === headers.length - 1 ? 'right' : undefined}>
                      {header}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.join('\u0000')}>
                    {row.map((cell, i) => (
                      <Table.Td key={i} ta={i === row.length - 1 ? 'right' : undefined} style={{ overflowWrap: 'anywhere' }} data-user-content={i < row.length - 1 ? true : undefined}>
                        {cell}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /analytics (admins; issue 18 item 6): the analytics port's summary of page_view and click events
 * (spec 1 §7) over a chosen window: totals, distinct users, the most viewed pages and most clicked targets.
 * The window is the route's to keep (in the URL); the page shows it and reports a new choice.
 */
export function AnalyticsSummaryPage({ days, onDaysChange }: { days: number; onDaysChange: (days: number) => void }) {
  const t = useT();
  const f = useFormat();
  const client = useTeacherDashboard();
  const [attempt, setAttempt] = useState(0);
  // Five periods do not fit a 390 px phone in a row: there they stack.
  const narrow = useMediaQuery('(max-width: 30em)');
  const { data, failed } = useLoaded<AnalyticsSummary>(`${days}:${attempt}`, (signal) => readAnalyticsSummary(client, days, signal));
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('analytics.intro')}
      </Text>
      <SegmentedControl
        aria-label={t('analytics.window')}
        orientation={narrow ? 'vertical' : 'horizontal'}
        fullWidth={narrow}
        w={narrow ? undefined : 'fit-content'}
        value={String(days)}
        onChange={(value) => onDaysChange(Number(value))}
        data={SUMMARY_WINDOWS.map((window) => ({ value: String(window), label: t('analytics.lastDays', { count: window }) }))}
      />
      {failed ? (
        <Alert color="red">
          <Group justify="space-between">
            <Text size="sm">{t('analytics.loadFailed')}</Text>
            <Button size="xs" onClick={() => setAttempt((n) => n + 1)}>
              {t('analytics.retry')}
            </Button>
          </Group>
        </Alert>
      ) : !data ? (
        <LoadingSpinner />
      ) : (
        <>
          <Text size="sm" role="status">
            {t('analytics.summary', { views: data.totals.page_view, clicks: data.totals.click, users: data.totals.users, count: data.days })}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <FigureCard label={t('analytics.pageViews')} value={f.number(data.totals.page_view)} />
            <FigureCard label={t('analytics.clicks')} value={f.number(data.totals.click)} />
            <FigureCard label={t('analytics.users')} value={f.number(data.totals.users)} />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <TopTable caption={t('analytics.topPages')} headers={[t('analytics.page'), t('analytics.views')]} rows={data.pages.map((page) => [page.path, f.number(page.count)])} />
            <TopTable
              caption={t('analytics.topClicks')}
              headers={[t('analytics.page'), t('analytics.target'), t('analytics.clickCount')]}
              rows={data.clicks.map((click) => [click.path, click.target || '—', f.number(click.count)])}
            />
          </SimpleGrid>
        </>
      )}
    </Stack>
  );
}

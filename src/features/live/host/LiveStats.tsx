import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useT } from '../../../lib/i18n';
import { useFormat } from '../../../lib/format/useFormat';
import type { BroadcastEngine } from '../broadcast/broadcastEngine';
import type { LiveApi } from '../liveApi';

const POLL_MS = 5_000;

const elapsed = (ms: number) => {
  const total = Math.max(0, Math.floor(ms / 1000));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor((total % 3600) / 60))}:${two(total % 60)}`;
};

/** While live: the timer, the connection health of the broadcast, attendee and donation counts. */
export function LiveStats({ api, eventId, startedAt, engine, donations }: { api: LiveApi; eventId: string; startedAt: number; engine: BroadcastEngine; donations: number }) {
  const t = useT();
  const format = useFormat();
  const [now, setNow] = useState(() => Date.now());
  const [attendees, setAttendees] = useState(0);
  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 1000);
    const load = () => void api.attendees(eventId, 0, 1).then((page) => page && setAttendees(page.total), () => {});
    load();
    const poll = setInterval(load, POLL_MS);
    return () => {
      clearInterval(tick);
      clearInterval(poll);
    };
  }, [api, eventId]);
  const health = engine.health();
  const healthKey = health.queued > 3 ? 'catchingUp' : health.failures > 0 && health.queued > 0 ? 'trouble' : 'good';
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <Group justify="space-between">
          <Badge color="red" size="lg">{t('live.host.onAir')}</Badge>
          <Text fw={700} ff="monospace" role="timer" aria-label={t('live.host.timer')}>{elapsed(now - startedAt)}</Text>
        </Group>
        <SimpleGrid cols={3}>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">{t('live.host.health')}</Text>
            <Text size="sm" data-health={healthKey}>{t(`live.health.${healthKey}`)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">{t('live.host.attendees')}</Text>
            <Text size="sm" aria-label={t('live.host.attendees')}>{format.number(attendees)}</Text>
          </Stack>
          <Stack gap={0}>
            <Text size="xs" c="dimmed">{t('live.host.donations')}</Text>
            <Text size="sm">{format.number(donations)}</Text>
          </Stack>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

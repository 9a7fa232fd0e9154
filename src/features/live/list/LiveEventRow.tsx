import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { mayCancelLiveEvent } from '../../../../machines/liveEventStatusMachine';
import { liveDisplayState } from '../../../domain/live/liveEventTime';
import { useT } from '../../../lib/i18n';
import { InternalLink } from '../../../lib/ui/InternalLink';
import type { LiveEvent } from '../liveApi';
import { useTimeLabel } from './useTimeLabel';

const STATE_COLOR = { ENDED: 'gray', SCHEDULED: 'blue', IN_PROGRESS: 'red' } as const;

/** One hosted event: title, time label, display state and status; Host, Edit and Cancel as they apply. */
export function LiveEventRow({ event, now, onCancel }: { event: LiveEvent; now: number; onCancel(event: LiveEvent): void }) {
  const t = useT();
  const timeLabel = useTimeLabel();
  const state = liveDisplayState(event, now);
  const open = event.status !== 'CANCELLED' && !event.has_ended;
  return (
    <Card withBorder padding="md" component="li" aria-labelledby={`live-event-${event.id}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} id={`live-event-${event.id}`} data-user-content>
            {event.title}
          </Text>
          <Group gap={6}>
            <Badge color={STATE_COLOR[state]} variant="light">{t(`live.state.${state}`)}</Badge>
            {event.status !== 'APPROVED' ? <Badge color="orange" variant="outline">{t(`live.status.${event.status}`)}</Badge> : null}
            <Badge variant="default">{t(`live.type.${event.type}`)}</Badge>
          </Group>
        </Group>
        <Text size="sm" c="dimmed">{event.has_ended ? t('live.list.ended') : timeLabel(event.start_date, now)}</Text>
        <Group gap="xs" wrap="wrap">
          {open && event.status === 'APPROVED' ? (
            <Button component={InternalLink} href={`/live/${event.id}/host`} size="xs">
              {t('live.list.host')}
            </Button>
          ) : null}
          {event.status !== 'CANCELLED' ? (
            <Button component={InternalLink} href={`/live-event/${event.id}`} size="xs" variant="default">
              {t('live.list.edit')}
            </Button>
          ) : null}
          {open && mayCancelLiveEvent(event.status) ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => onCancel(event)}>
              {t('live.list.cancel')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

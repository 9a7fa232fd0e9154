import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { liveTimeLabel } from '../../domain/live/liveEventTime';
import { useFormat } from '../../lib/format/useFormat';
import { useT } from '../../lib/i18n';
import type { MessageKey } from '../../lib/i18n';
import { InternalLink } from '../../lib/ui/InternalLink';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import type { createHomeApi, UnansweredCounts, UpcomingLiveEvent } from './homeApi';

type HomeApi = ReturnType<typeof createHomeApi>;

/** Spec 3 §2 time labels (the live list's): 'in N min(s)', 'in N hr(s)', Today, Tomorrow, a weekday, a date, Live Now. */
function useStartLabel(): (start: number, now: number) => string {
  const t = useT();
  const format = useFormat();
  return (start, now) => {
    const label = liveTimeLabel(start, now);
    const time = format.date(start, { hour: 'numeric', minute: '2-digit' });
    if (label.kind === 'liveNow') return t('live.time.liveNow');
    if (label.kind === 'minutes') return t('live.time.inMinutes', { count: label.count });
    if (label.kind === 'hours') return t('live.time.inHours', { count: label.count });
    if (label.kind === 'today') return t('live.time.today', { time });
    if (label.kind === 'tomorrow') return t('live.time.tomorrow', { time });
    if (label.kind === 'weekday') return format.date(label.date, { weekday: 'long', hour: 'numeric', minute: '2-digit' });
    return format.date(label.date, { dateStyle: 'medium', timeStyle: 'short' });
  };
}

/** The three inboxes with their Unanswered counts, each a link to where they are answered. */
function UnansweredCard({ counts, approved }: { counts: UnansweredCounts | null; approved: boolean }) {
  const t = useT();
  const f = useFormat();
  const rows: Array<[key: MessageKey, count: number | undefined, href: string]> = [
    ['homeCommunity.reviews', counts?.reviews, '/reviews'],
    ...(approved ? [['homeCommunity.gratitude', counts?.gratitude, '/donations'] as [MessageKey, number | undefined, string]] : []),
    ['homeCommunity.posts', counts?.posts, '/reviews?view=forums'],
  ];
  const total = counts ? counts.reviews + (approved ? counts.gratitude : 0) + counts.posts : null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('homeCommunity.unansweredHeading')}
      </Title>
      {counts === null ? (
        <LoadingSpinner />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {total === 0 ? t('homeCommunity.allAnswered') : t('homeCommunity.waiting', { count: total ?? 0 })}
          </Text>
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {rows.map(([key, count, href]) => (
              <Group key={key} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <Anchor component={InternalLink} href={href} size="sm">
                  {t(key)}
                </Anchor>
                <Badge variant={count ? 'filled' : 'light'} color={count ? 'teal' : 'gray'} aria-label={t('homeCommunity.unansweredCount', { count: count ?? 0 })}>
                  {f.number(count ?? 0)}
                </Badge>
              </Group>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** The next live events the publisher hosts, soonest first, with a link to schedule one. */
function UpcomingLiveCard({ events, now }: { events: UpcomingLiveEvent[] | null; now: number }) {
  const t = useT();
  const label = useStartLabel();
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('homeCommunity.liveHeading')}
      </Title>
      {events === null ? (
        <LoadingSpinner />
      ) : events.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('homeCommunity.noLive')}
        </Text>
      ) : (
        <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {events.map((event) => (
            <Group key={event.id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <Anchor component={InternalLink} href={`/live-event/${encodeURIComponent(event.id)}`} size="sm" style={{ overflowWrap: 'anywhere' }} data-user-content>
                {event.title}
              </Anchor>
              {event.live ? (
                <Badge color="red">{t('live.time.liveNow')}</Badge>
              ) : (
                <Text size="sm" c="dimmed">
                  {label(event.start, now)}
                </Text>
              )}
            </Group>
          ))}
        </Stack>
      )}
      <Anchor component={InternalLink} href="/live-event/create" size="sm">
        {t('homeCommunity.scheduleLive')}
      </Anchor>
    </Stack>
  );
}

/**
 * The home's community cards (issue 18 item 2): what waits for an answer (reviews, gratitude posts, forum
 * and classroom posts) and the upcoming live events. A failed read shows zero and an empty list (spec 1 §8).
 */
export function HomeCommunity({ api, approved }: { api: HomeApi; approved: boolean }) {
  const [counts, setCounts] = useState<UnansweredCounts | null>(null);
  const [events, setEvents] = useState<UpcomingLiveEvent[] | null>(null);
  const [now] = useState(() => Date.now());
  useEffect(() => {
    let live = true;
    api.unanswered().then(
      (next) => live && setCounts(next),
      () => live && setCounts({ reviews: 0, gratitude: 0, posts: 0 }),
    );
    api.upcomingLiveEvents(now).then(
      (next) => live && setEvents(next),
      () => live && setEvents([]),
    );
    return () => {
      live = false;
    };
  }, [api, now]);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder padding="md" component="section">
        <UnansweredCard counts={counts} approved={approved} />
      </Card>
      <Card withBorder padding="md" component="section">
        <UpcomingLiveCard events={events} now={now} />
      </Card>
    </SimpleGrid>
  );
}

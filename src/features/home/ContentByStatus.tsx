import { Anchor, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useT } from '../../lib/i18n';
import { useFormat } from '../../lib/format/useFormat';

/** One kind of content and how many of its items are in each status group (spec 1 §4's track list groups). */
export interface ContentCounts {
  kind: 'course' | 'track' | 'premiumTrack';
  href: '/courses' | '/audio' | '/premium-tracks';
  draft: number;
  pending: number;
  published: number;
}

const KIND_LABEL = { course: 'publishing.home.courses', track: 'publishing.home.tracks', premiumTrack: 'publishing.home.premiumTracks' } as const;

/** The publisher's courses, tracks and premium tracks by status, each card linking to its list. */
export function ContentByStatus({ counts }: { counts: readonly ContentCounts[] }) {
  const t = useT();
  const format = useFormat();
  return (
    <section aria-labelledby="home-content-heading">
      <Title order={2} size="h4" id="home-content-heading" mb="sm">
        {t('publishing.home.contentHeading')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        {counts.map((c) => (
          <Card key={c.kind} withBorder padding="md" component="article" aria-label={t(KIND_LABEL[c.kind])}>
            <Group justify="space-between" mb="xs">
              <Text fw={600}>{t(KIND_LABEL[c.kind])}</Text>
              <Anchor component={Link} to={c.href} size="sm" aria-label={t('publishing.home.openList', { list: t(KIND_LABEL[c.kind]) })}>
                {t('publishing.home.open')}
              </Anchor>
            </Group>
            <Stack gap={2}>
              <Text size="sm">{t('publishing.home.draftCount', { count: c.draft, shown: format.number(c.draft) })}</Text>
              <Text size="sm">{t('publishing.home.pendingCount', { count: c.pending, shown: format.number(c.pending) })}</Text>
              <Text size="sm">{t('publishing.home.publishedCount', { count: c.published, shown: format.number(c.published) })}</Text>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </section>
  );
}

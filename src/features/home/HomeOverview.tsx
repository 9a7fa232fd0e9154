import { Card, SimpleGrid, Stack } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { matchesStatusFilter, type LibraryItemStatus } from '../../../machines/libraryItemStatus';
import { useBackend, useNotifier } from '../../lib/session/AppServices';
import { LoadingSpinner } from '../../lib/ui/LoadingSpinner';
import { ContentByStatus, type ContentCounts } from './ContentByStatus';
import { HomeCommunity } from './HomeCommunity';
import { createHomeApi, type HomeItem } from './homeApi';
import { OnboardingProgress } from './OnboardingProgress';
import { WaitingForReview } from './WaitingForReview';

interface Loaded {
  counts: ContentCounts[];
  waiting: HomeItem[];
}

const countIn = (items: readonly HomeItem[], key: 'draft' | 'pending' | 'published') => items.filter((i) => matchesStatusFilter(key, i.status as LibraryItemStatus)).length;

/**
 * The dashboard home's own sections: content by status with links, what waits for review and the
 * onboarding progress. Other features' sections (the insights charts) sit beside it on the home route.
 * A failed read shows empty figures (spec 1 §8: many read failures return empty lists).
 */
export function HomeOverview({ profileSubmitted, approved }: { profileSubmitted: boolean; approved: boolean }) {
  const backend = useBackend();
  const notifier = useNotifier();
  const api = useMemo(() => createHomeApi(backend, notifier), [backend, notifier]);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    const empty = { draft: 0, pending: 0, published: 0, waiting: [] as HomeItem[] };
    Promise.all([api.courses().catch(() => []), api.trackGroups(false).catch(() => empty), api.trackGroups(true).catch(() => empty)]).then(([courses, free, premium]) => {
      if (!live) return;
      setLoaded({
        counts: [
          { kind: 'course', href: '/courses', draft: countIn(courses, 'draft'), pending: countIn(courses, 'pending'), published: countIn(courses, 'published') },
          { kind: 'track', href: '/audio', draft: free.draft, pending: free.pending, published: free.published },
          { kind: 'premiumTrack', href: '/premium-tracks', draft: premium.draft, pending: premium.pending, published: premium.published },
        ],
        waiting: [...courses.filter((c) => c.status === 'PENDING' || c.status === 'PENDING_EDIT'), ...free.waiting, ...premium.waiting],
      });
    });
    return () => {
      live = false;
    };
  }, [api]);
  if (!loaded) return <LoadingSpinner />;
  const total = (key: 'draft' | 'pending' | 'published') => loaded.counts.reduce((sum, c) => sum + c[key], 0);
  const onboarding = { profileSubmitted, approved, hasContent: total('draft') + total('pending') + total('published') > 0, hasPublished: total('published') > 0 };
  return (
    <Stack gap="lg" mb="xl">
      <ContentByStatus counts={loaded.counts} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="md">
          <WaitingForReview items={loaded.waiting} />
        </Card>
        <Card withBorder padding="md">
          <OnboardingProgress facts={onboarding} />
        </Card>
      </SimpleGrid>
      <HomeCommunity api={api} approved={approved} />
    </Stack>
  );
}

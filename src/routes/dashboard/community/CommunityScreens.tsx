import { SegmentedControl } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { Suspense, lazy } from 'react';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { useT } from '../../../lib/i18n';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import type { ReviewsView } from './communityRoutes';

const ReviewsInbox = lazy(() => import('../../../features/inbox/ReviewsInbox').then((m) => ({ default: m.ReviewsInbox })));
const ForumsPage = lazy(() => import('../../../features/inbox/forums/ForumsPage').then((m) => ({ default: m.ForumsPage })));
const route = getRouteApi('/authenticated/dashboard/reviews');

/** /reviews: the page header, then the reviews inbox or (?view=forums) the forum and classroom posts. */
export function ReviewsScreen() {
  const t = useT();
  const { view = 'reviews' } = route.useSearch() as { view?: ReviewsView };
  const navigate = route.useNavigate();
  return (
    <ScreenFrame
      heading={t('inbox.screen.reviews')}
      right={
        <SegmentedControl
          value={view}
          onChange={(next) => void navigate({ search: next === 'forums' ? { view: 'forums' } : {}, replace: true })}
          data={[
            { value: 'reviews', label: t('inbox.view.reviews') },
            { value: 'forums', label: t('inbox.screen.forums') },
          ]}
        />
      }
    >
      <Suspense fallback={<LoadingSpinner />}>{view === 'forums' ? <ForumsPage /> : <ReviewsInbox />}</Suspense>
    </ScreenFrame>
  );
}

import { getRouteApi, useParams } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { LazyTracksPage as TracksPage, LazyTrackWizardPage as TrackWizardPage } from './lazyTracks';

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>;
const createRoute = getRouteApi('/authenticated/dashboard/tracks/create');

/** /audio: the free tracks. */
export function AudioScreen() {
  return (
    <ScreenFrame heading="Tracks">
      <Loading>
        <TracksPage kind="free" />
      </Loading>
    </ScreenFrame>
  );
}

/** /premium-tracks: the premium audio and video tracks. */
export function PremiumTracksScreen() {
  return (
    <ScreenFrame heading="Premium Tracks">
      <Loading>
        <TracksPage kind="premium" />
      </Loading>
    </ScreenFrame>
  );
}

/** /tracks/create?type=audio|video&from=free|premium: the wizard on a new track of that type. */
export function TrackCreateScreen() {
  const { type, from } = createRoute.useSearch();
  return (
    <ScreenFrame heading="Upload Track">
      <Loading>
        <TrackWizardPage key={`${type}:${from}`} type={type} from={from} />
      </Loading>
    </ScreenFrame>
  );
}

/** /tracks/{audioId}: the wizard on a stored track. */
export function TrackEditScreen() {
  const { audioId } = useParams({ strict: false }) as { audioId?: string };
  return (
    <ScreenFrame heading="Edit Track">
      <Loading>
        <TrackWizardPage key={audioId} trackId={audioId} />
      </Loading>
    </ScreenFrame>
  );
}

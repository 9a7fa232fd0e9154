import { getRouteApi, useParams } from '@tanstack/react-router';
import { Suspense, type ReactNode } from 'react';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { useT } from '../../../lib/i18n';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';
import { LazyTracksPage as TracksPage, LazyTrackWizardPage as TrackWizardPage } from './lazyTracks';

const Loading = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingSpinner />}>{children}</Suspense>;
const createRoute = getRouteApi('/authenticated/dashboard/tracks/create');

/** /audio: the free tracks. */
export function AudioScreen() {
  const t = useT();
  return (
    <ScreenFrame heading={t('shell.menu.tracks')}>
      <Loading>
        <TracksPage kind="free" />
      </Loading>
    </ScreenFrame>
  );
}

/** /premium-tracks: the premium audio and video tracks. */
export function PremiumTracksScreen() {
  const t = useT();
  return (
    <ScreenFrame heading={t('shell.menu.premium-tracks')}>
      <Loading>
        <TracksPage kind="premium" />
      </Loading>
    </ScreenFrame>
  );
}

/** /tracks/create?type=audio|video&from=free|premium: the wizard on a new track of that type. */
export function TrackCreateScreen() {
  const t = useT();
  const { type, from } = createRoute.useSearch();
  return (
    <ScreenFrame heading={t('screens.tracks.upload')}>
      <Loading>
        <TrackWizardPage key={`${type}:${from}`} type={type} from={from} />
      </Loading>
    </ScreenFrame>
  );
}

/** /tracks/{audioId}: the wizard on a stored track. */
export function TrackEditScreen() {
  const { audioId } = useParams({ strict: false }) as { audioId?: string };
  const t = useT();
  return (
    <ScreenFrame heading={t('screens.tracks.edit')}>
      <Loading>
        <TrackWizardPage key={audioId} trackId={audioId} />
      </Loading>
    </ScreenFrame>
  );
}

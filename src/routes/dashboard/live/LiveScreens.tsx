import { Navigate, useParams } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { HostScreen } from '../../../features/live/host/HostScreen';
import { LiveEventTraining } from '../../../features/live/list/LiveEventTraining';
import { LiveHostingList } from '../../../features/live/list/LiveHostingList';
import { LiveViewerPage } from '../../../features/live/viewer/LiveViewerPage';
import { useDashboardFacts } from '../../../features/shell/facts/DashboardFactsContext';
import { liveEventsTarget } from '../../../features/shell/menu/menuEntries';
import { ScreenFrame } from '../../../features/shell/ScreenFrame';
import { useT } from '../../../lib/i18n';
import { useSchemaText } from '../../../lib/i18n/schema/useSchemaText';
import { LoadingSpinner } from '../../../lib/ui/LoadingSpinner';

const LiveEventFormPage = lazy(() => import('../../../features/live/form/LiveEventFormPage').then((m) => ({ default: m.LiveEventFormPage })));

const TRAINING = '/live_event_training';

/** /live/hosting; the training page instead when the menu's rule says so (spec 1 §2, spec 3 §2). */
export function LiveHostingScreen() {
  const t = useT();
  const { facts } = useDashboardFacts();
  if (facts && liveEventsTarget(facts.facts) === TRAINING) return <Navigate to={TRAINING} replace />;
  return (
    <ScreenFrame heading={t('live.heading.hosting')}>
      <LiveHostingList />
    </ScreenFrame>
  );
}

export function LiveTrainingScreen() {
  const t = useT();
  return (
    <ScreenFrame heading={t('live.heading.training')}>
      <LiveEventTraining />
    </ScreenFrame>
  );
}

/** /live-event/create and /live-event/{eventId}: the heading is the manifest's for the mode, in the reader's language (its overlay). */
export function LiveEventFormScreen() {
  const { eventId } = useParams({ strict: false }) as { eventId?: string };
  const [heading, setHeading] = useState('');
  const schemaText = useSchemaText();
  return (
    <ScreenFrame heading={heading && schemaText(heading)}>
      <Suspense fallback={<LoadingSpinner />}>
        <LiveEventFormPage key={eventId ?? 'create'} eventId={eventId} onHeading={setHeading} />
      </Suspense>
    </ScreenFrame>
  );
}

export function LiveHostScreen() {
  const { eventId } = useParams({ strict: false }) as { eventId: string };
  return <HostScreen eventId={eventId} />;
}

export function LiveWatchScreen() {
  const { eventId } = useParams({ strict: false }) as { eventId: string };
  return <LiveViewerPage eventId={eventId} />;
}

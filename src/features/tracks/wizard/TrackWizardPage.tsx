import { useCallback, useMemo, useState } from 'react';
import { localCalendarDate } from '../../../../machines/libraryItemStatus';
import { isRestricted } from '../../../domain/courses/courseRestrictions';
import trackManifest from '../../../../schemas/wizards/track/wizard.json';
import { trackListPath, trackTypeOfRoute, type TrackListKind, type TrackType } from '../../../domain/tracks/trackVariants';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { useBackend, useNotifier } from '../../../lib/session/AppServices';
import { browserTimeZone } from '../../../lib/time/browserTimeZone';
import { WizardPage } from '../../wizardPage/WizardPage';
import { wizardInputFor } from '../../wizardPage/wizardInput';
import type { WizardPageItem, WizardViewComponent } from '../../wizardPage/wizardPageTypes';
import { createTracksApi } from '../api/tracksApi';
import { useTrackScreenTexts } from './useTrackScreenTexts';
import { TrackWizardView } from './TrackWizardView';
import { trackWizardIo } from './trackWizardIo';
import { withTrackRules } from './withTrackRules';

/** What a new track starts with: publish as soon as possible (spec 1 §4), and its variant's fixed values. */
const NEW_TRACK_DEFAULTS: Record<string, unknown> = { selected_publish_after: 'SOON' };

const prepare = (wizard: CompiledWizard, { status }: { status: string }) => withTrackRules(wizard, { status, today: localCalendarDate(new Date()), timeZone: browserTimeZone() });
const toInput = (wizard: CompiledWizard, item: WizardPageItem | null) =>
  wizardInputFor(wizard, item, { ...NEW_TRACK_DEFAULTS, ...wizard.fixedValues }, { isRestricted, isUnderReview: (status) => status === 'PENDING_EDIT' });
const editHref = (id: string) => `/tracks/${encodeURIComponent(id)}`;
const doneHref = (variant: string | undefined) => trackListPath((variant ?? 'FREE_AUDIO') as TrackType);

interface TrackWizardPageProps {
  /** /tracks/{audioId}: the stored track. */
  trackId?: string;
  /** /tracks/create: the kind from ?type= and the list the publisher came from (?from=). */
  type?: 'audio' | 'video';
  from?: TrackListKind;
}

/**
 * /tracks/create and /tracks/{audioId}: the wizard page kit on the track calls. A new track's variant
 * comes from the route (type and from, so a reload or a deep link keeps it), a stored one's from its
 * item_type and is_premium; after the first save the create route becomes /tracks/{id}.
 */
export function TrackWizardPage({ trackId, type = 'audio', from = 'free' }: TrackWizardPageProps) {
  const backend = useBackend();
  const notifier = useNotifier();
  const api = useMemo(() => createTracksApi(backend, notifier), [backend, notifier]);
  const routeType = trackTypeOfRoute(type, from);
  const load = useCallback((id: string) => api.get(id), [api]);
  const texts = useTrackScreenTexts();
  const variantOf = useCallback((item: WizardPageItem | null) => (typeof item?.data.track_type === 'string' ? item.data.track_type : routeType), [routeType]);
  // A new track's id is chosen up front: its media upload on the first step, before the save that creates it.
  const [pendingId] = useState(() => crypto.randomUUID());
  const View = useMemo<WizardViewComponent>(() => (props) => <TrackWizardView {...props} pendingId={pendingId} />, [pendingId]);
  const io = useMemo(() => trackWizardIo(api, () => pendingId, trackId ? null : { param: trackManifest.variantSource.routeParam, value: trackManifest.variants[routeType].routeValue }), [api, trackId, routeType, pendingId]);
  return (
    <WizardPage
      manifestId="track"
      itemId={trackId}
      variantOf={variantOf}
      load={load}
      io={io}
      prepare={prepare}
      toInput={toInput}
      doneHref={doneHref}
      editHref={editHref}
      View={View}
      texts={texts}
    />
  );
}

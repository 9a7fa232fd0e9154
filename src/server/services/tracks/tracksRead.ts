import type { DocData } from '../../../backend/ports';
import { isLibraryItemStatus, statusLabel } from '../../../../machines/libraryItemStatus';
import { trackTypeOf, type TrackType } from '../../../domain/tracks/trackVariants';
import type { DocumentStore } from '../../db/DocumentStore';
import { notFound } from '../../http/HttpError';
import { itemForWizard } from '../../wizards/itemForWizard';
import { workingCopy } from '../../wizards/itemRevision';
import { revisionLayout } from '../../wizards/stepSave';
import type { WizardDeps } from '../../wizards/stepSave';

type Store = Pick<DocumentStore, 'get' | 'set' | 'delete' | 'query'>;

/** The track wizard's manifest id (schemas/wizards/track). */
export const TRACK_WIZARD = 'track';

/** GET …/tracks/{id}: what the wizard edits, with the live version beside it for the per-field diff. */
export interface TrackForWizard {
  id: string;
  status: string;
  status_label: string;
  track_type: TrackType;
  /** Every step's fields (publish_after as YYYY-MM-DD) with the pending revision applied, and track_type. */
  data: DocData;
  live?: DocData;
  has_revision: boolean;
}

const WITH_LIVE_VERSION = new Set(['PUBLISHED', 'REJECTED_EDIT', 'PENDING_EDIT']);
export const trackPath = (uid: string, id: string): string => `users/${uid}/library_items/${id}`;
export const trackNotFound = () => notFound('Track not found');

/** The caller's own track (a course, another user's item or nothing: 404 alike) and its type. */
export async function requireTrack(store: Pick<Store, 'get'>, uid: string, id: string): Promise<{ stored: DocData; type: TrackType }> {
  const stored = (await store.get(trackPath(uid, id)))?.data;
  const type = stored ? trackTypeOf(stored) : null;
  if (!stored || !type) throw trackNotFound();
  return { stored, type };
}

/** A track as the wizard edits it: the revision over the live version, the live version while published, its status and type. */
export async function readTrack(deps: WizardDeps, uid: string, id: string): Promise<TrackForWizard> {
  const { stored, type } = await requireTrack(deps.store, uid, id);
  const layout = revisionLayout(deps, TRACK_WIZARD);
  const working = await workingCopy(deps.store, { uid, id, path: trackPath(uid, id) }, stored, layout);
  const shape = (doc: DocData) => ({ ...itemForWizard(deps.catalog, TRACK_WIZARD, doc), track_type: type });
  const status = String(stored.status ?? 'DRAFT');
  const track: TrackForWizard = {
    id,
    status,
    status_label: isLibraryItemStatus(status) ? statusLabel(status) : status,
    track_type: type,
    data: shape(working.document),
    has_revision: working.revision !== null,
  };
  if (WITH_LIVE_VERSION.has(status)) track.live = working.revision ? shape(stored) : track.data;
  return track;
}

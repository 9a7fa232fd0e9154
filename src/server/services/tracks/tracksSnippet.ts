import type { DocData } from '../../../backend/ports';
import { isLibraryItemStatus } from '../../../../machines/libraryItemStatus';
import { nextStatus } from '../../../../machines/libraryItemStatusMachine';
import { contextAt } from '../../../engine/validation/context/validationContext';
import { trackMedia } from '../../../domain/tracks/trackHooks';
import { timestampOf } from '../../../domain/storedTimestamp';
import { HookRefusal } from '../../../domain/wizardHooks';
import { badRequest, HttpError } from '../../http/HttpError';
import { itemForWizard } from '../../wizards/itemForWizard';
import { readRevision } from '../../wizards/itemRevision';
import { revisionLayout, type WizardDeps } from '../../wizards/stepSave';
import { ValidationRefusal } from '../../wizards/validationRefusal';
import { requireTrack, trackPath, TRACK_WIZARD } from './tracksRead';
import { trackWizard } from './tracksWizard';

// What the snippet call writes: the snippet and the stored facts trackMedia derives from it.
const SNIPPET_FIELDS = ['snippet', 'intro_audio_path', 'preview_start_time_in_seconds', 'intro_audio_length'] as const;

/**
 * The dedicated call for a published free track whose only change is its snippet (spec 1 §4, §7
 * APPROVE_AUDIO_SNIPPET): the status machine must allow the action (a published FREE_AUDIO track with a
 * snippet, else 409), the new snippet must pass the Details rules over the stored track (400 with the
 * field errors), and it goes live at once with its derived fields; the status stays PUBLISHED.
 */
export async function approveAudioSnippet(deps: WizardDeps, uid: string, id: string, snippet: unknown, now: Date, timeZone?: string): Promise<{ id: string; status: string }> {
  const { stored, type } = await requireTrack(deps.store, uid, id);
  const path = trackPath(uid, id);
  const status = String(stored.status ?? 'DRAFT');
  if (!isLibraryItemStatus(status)) throw new HttpError(409, `The library item has an unknown status: ${status}`);
  const hasRevision = (await readRevision(deps.store, path, revisionLayout(deps, TRACK_WIZARD))) !== null;
  const decision = nextStatus(
    { status, itemType: stored.item_type === 'SINGLE_VIDEO_TRACKS' ? 'SINGLE_VIDEO_TRACKS' : 'SINGLE_TRACKS', isPremium: stored.is_premium === true, hasSnippet: typeof stored.intro_audio_path === 'string' && stored.intro_audio_path !== '', scheduledApprovalAt: stored.scheduled_approval_at ?? null, hasRevision },
    { type: 'action.approveAudioSnippet' },
  );
  if ('error' in decision) throw new HttpError(409, decision.error);
  const wizard = trackWizard(deps, type);
  const item: DocData = { ...itemForWizard(deps.catalog, TRACK_WIZARD, stored), ...wizard.fixedValues, snippet };
  // The step that owns the snippet judges it (wherever the manifest puts it).
  const step = wizard.steps.find((s) => s.fields.includes('snippet'));
  if (!step) throw new HttpError(409, 'This track has no snippet');
  const errors = wizard.validateStep(step.key, item, contextAt(now, { timeZone, status, variant: type, item }));
  if (errors.length > 0) throw new ValidationRefusal(errors);
  let derived: DocData;
  try {
    derived = trackMedia.derive(item, { uid, itemId: id, stored });
  } catch (error) {
    if (error instanceof HookRefusal) throw badRequest(error.message);
    throw error;
  }
  const next: DocData = { ...stored, updated_at: timestampOf(now) };
  for (const field of SNIPPET_FIELDS) {
    if (derived[field] === undefined) delete next[field];
    else next[field] = derived[field];
  }
  await deps.store.set(path, next);
  return { id, status: String(decision.status) };
}

import type { DocData } from '../../../backend/ports';
import type { CompiledWizard } from '../../../engine/compiledWizard';
import { contextAt } from '../../../engine/validation/context/validationContext';
import type { TrackType } from '../../../domain/tracks/trackVariants';
import { ValidationRefusal } from '../../wizards/validationRefusal';
import { wizardErrors } from '../../wizards/wizardErrors';
import type { WizardDeps } from '../../wizards/stepSave';
import { readTrack, TRACK_WIZARD } from './tracksRead';

/** The compiled track wizard of one variant, as the step save compiles it for a stored track. */
export function trackWizard(deps: WizardDeps, type: TrackType): CompiledWizard {
  return deps.catalog.compiled(TRACK_WIZARD, { variant: type, mode: 'edit' });
}

/** The 400 message of a submit refused because the track is not complete; the field errors follow it. */
export const incompleteTrackMessage = (first: string): string => `This track cannot be submitted until every step is complete: ${first}`;

/**
 * Refuses (400 `{ message, errors }`, each error naming its step) a track that is not complete: every
 * step and the review's submit schema over the revision-applied data, with the step save's context.
 */
export async function checkTrackComplete(deps: WizardDeps, uid: string, id: string, now: Date, timeZone = 'UTC'): Promise<void> {
  const track = await readTrack(deps, uid, id);
  const item: DocData = track.data;
  const errors = wizardErrors(trackWizard(deps, track.track_type), item, contextAt(now, { timeZone, status: track.status, variant: track.track_type, item }));
  if (errors.length > 0) throw new ValidationRefusal(errors, incompleteTrackMessage(errors[0]!.message));
}

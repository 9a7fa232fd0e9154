import { isLibraryItemStatus } from '../../../machines/libraryItemStatus';
import { nextStatus, type LibraryItemType } from '../../../machines/libraryItemStatusMachine';
import { isRetreatStatus } from '../../../machines/retreatStatus';
import { nextRetreatStatus } from '../../../machines/retreatStatusMachine';
import { isWorkshopStatus } from '../../../machines/workshopStatus';
import { nextWorkshopStatus } from '../../../machines/workshopStatusMachine';
import type { DocData } from '../../backend/ports';
import { HttpError } from '../http/HttpError';

/** Where a step save goes: the item's document, or the pending revision of its live version. */
export type EditTarget = 'live' | 'revision';

/** What a step save does to the status: the status to store and where the edit goes. */
export interface SaveDecision {
  status: string;
  target: EditTarget;
}

/** Who saves: admins keep statuses a publisher's save would reset. */
export interface Saver {
  isAdmin: boolean;
}

/**
 * A wizard's status rules for a step save, from its status machine; `stored` is null for a new item.
 * Throws 409 with the machine's sentence when the item cannot be edited.
 */
export type StatusPolicy = (stored: DocData | null, saver: Saver) => SaveDecision;

const refused = (message: string) => new HttpError(409, message);
const unknownStatus = (status: unknown) => refused(`The item has an unknown status: ${String(status)}`);

// An edit's outcome depends only on the status and the item type: the machine is asked once per pair
// (running it costs about as much as the rest of a step save's checks), kept for the next saves.
const editOutcomes = new Map<string, EditTarget | { error: string }>();
const KNOWN_ITEM_TYPES = new Set<unknown>([undefined, 'COURSES', 'SINGLE_TRACKS', 'SINGLE_VIDEO_TRACKS']);

function editOutcome(status: Parameters<typeof nextStatus>[0]['status'], itemType: unknown): EditTarget | { error: string } {
  const key = `${status}|${String(itemType)}`;
  const known = editOutcomes.get(key);
  if (known) return known;
  const decision = nextStatus({ status, itemType: itemType as LibraryItemType | undefined }, { type: 'item.edit' });
  const outcome = 'error' in decision ? { error: decision.error } : decision.effects.includes('editRevision') ? 'revision' : 'live';
  if (KNOWN_ITEM_TYPES.has(itemType)) editOutcomes.set(key, outcome);
  return outcome;
}

/** Courses and tracks: a save never moves the status; live content is edited as a revision; 409 while an edit waits for review. */
const libraryItem: StatusPolicy = (stored) => {
  if (!stored) return { status: 'DRAFT', target: 'live' };
  const status = stored.status ?? 'DRAFT';
  if (!isLibraryItemStatus(status)) throw unknownStatus(status);
  const outcome = editOutcome(status, stored.item_type);
  if (typeof outcome !== 'string') throw refused(outcome.error);
  return { status, target: outcome };
};

/** Retreats (spec 2 §4): a publisher's save resets APPROVED and REMOVED to DRAFT, an admin's keeps the status. */
const retreat: StatusPolicy = (stored, { isAdmin }) => {
  const status = stored?.status;
  if (status !== undefined && !isRetreatStatus(status)) throw unknownStatus(status);
  const hasSales = typeof stored?.number_of_sales === 'number' && stored.number_of_sales > 0;
  const decision = nextRetreatStatus({ status, isAdmin, hasSales }, { type: 'step.save' });
  if ('error' in decision) throw refused(decision.error);
  return { status: decision.status, target: 'live' };
};

/** Workshops (spec 3 §4): created PENDING, edits keep the status, a CANCELLED or DELETED one is not edited. */
const workshop: StatusPolicy = (stored, { isAdmin }) => {
  const status = stored?.status;
  if (status !== undefined && !isWorkshopStatus(status)) throw unknownStatus(status);
  const decision = nextWorkshopStatus({ status, isAdmin }, { type: 'workshop.save' });
  if ('error' in decision) throw refused(decision.error);
  return { status: decision.status, target: 'live' };
};

/** Status policies by the name a manifest's `storage.statusPolicy` uses. */
export const STATUS_POLICIES: Readonly<Record<string, StatusPolicy>> = { libraryItem, retreat, workshop };

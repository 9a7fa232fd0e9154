import type { DocData } from '../../backend/ports';
import { isLibraryItemStatus, type LibraryItemStatus } from '../../../machines/libraryItemStatus';
import {
  nextStatus,
  type LibraryItemStatusEvent,
  type LibraryItemType,
  type StatusSubject,
} from '../../../machines/libraryItemStatusMachine';
import type { DocumentStore } from '../db/DocumentStore';
import { HttpError, notFound } from '../http/HttpError';

/** What the library item handlers need; the routes build it from the server context, tests from anything. */
export interface LibraryItemsDeps {
  store: Pick<DocumentStore, 'get' | 'set' | 'delete'>;
  /** Paths of every document below `docPath` (its subcollections: lessons, …), removed with it on DELETE. */
  descendants(docPath: string): string[];
  /** Runs `fn` as one transaction: the read, the decision and the write see no other request in between. */
  atomically<T>(fn: () => T): T;
  now(): Date;
}

/** Whose item, and which. The owner is the caller unless an admin names another user. */
export interface LibraryItemRef {
  ownerUid: string;
  itemId: string;
}

/** The answer body's `data`: the item's new status and time, or that it is gone. */
export type StatusChangeResult =
  | { library_item_id: string; user_id: string; status: LibraryItemStatus; updated_at: Timestamp }
  | { library_item_id: string; user_id: string; deleted: true };

/** Spec 1 §3 timestamp object (epoch in milliseconds, as the seed writes it). */
export interface Timestamp {
  epoch: number;
  iso_8601_datetime_tz: string;
}

/** The same answer for a missing item and for someone else's: nothing about other users leaks. */
export const itemNotFound = (): HttpError => notFound('Library item not found');

const ITEM_TYPES: readonly LibraryItemType[] = ['COURSES', 'SINGLE_TRACKS', 'SINGLE_VIDEO_TRACKS'];

function itemTypeOf(data: DocData): LibraryItemType {
  const stored = data.item_type;
  if (ITEM_TYPES.includes(stored as LibraryItemType)) return stored as LibraryItemType;
  // Documents written without item_type: a track has its audio, a course has neither.
  return typeof data.audio_track_path === 'string' ? 'SINGLE_TRACKS' : 'COURSES';
}

function subjectOf(data: DocData): StatusSubject {
  // Spec 1 §3: status defaults to DRAFT.
  const status = data.status ?? 'DRAFT';
  if (!isLibraryItemStatus(status)) throw new HttpError(409, `The library item has an unknown status: ${String(status)}`);
  return {
    status,
    itemType: itemTypeOf(data),
    isPremium: data.is_premium === true,
    hasSnippet: typeof data.intro_audio_path === 'string' && data.intro_audio_path !== '',
    scheduledApprovalAt: data.scheduled_approval_at ?? null,
  };
}

/**
 * Moves one library item through the status machine and stores the result atomically: 404 when the item
 * does not exist, 409 with the machine's refusal when the event is not possible from its status.
 */
export function changeLibraryItemStatus(
  deps: LibraryItemsDeps,
  ref: LibraryItemRef,
  event: LibraryItemStatusEvent,
): StatusChangeResult {
  const path = `users/${ref.ownerUid}/library_items/${ref.itemId}`;
  const ids = { library_item_id: ref.itemId, user_id: ref.ownerUid };
  return deps.atomically(() => {
    const current = deps.store.get(path);
    if (!current) throw itemNotFound();
    const decision = nextStatus(subjectOf(current.data), event);
    if ('error' in decision) throw new HttpError(409, decision.error);
    if (decision.status === 'deleted') {
      for (const child of deps.descendants(path)) deps.store.delete(child);
      deps.store.delete(path);
      return { ...ids, deleted: true };
    }
    const now = deps.now();
    const updated_at: Timestamp = { epoch: now.getTime(), iso_8601_datetime_tz: now.toISOString() };
    // The machine's context says what scheduled_approval_at must be: null means the field goes.
    const { scheduled_approval_at: _dropped, ...rest } = current.data;
    const kept = decision.scheduledApprovalAt === null ? {} : { scheduled_approval_at: decision.scheduledApprovalAt };
    deps.store.set(path, { ...rest, ...kept, status: decision.status, updated_at });
    return { ...ids, status: decision.status, updated_at };
  });
}

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
import { checkCourseComplete } from './coursesCompleteness';
import { checkTrackComplete } from './tracks/tracksWizard';
import { wizardDeps } from './wizardDeps';
import { applyRevision, readRevision } from './coursesRevision';
import { uploadedFiles } from './libraryItemsFiles';

/** What the library item handlers need; the routes build it from the server context, tests from anything. */
export interface LibraryItemsDeps {
  store: Pick<DocumentStore, 'get' | 'set' | 'delete' | 'query'>;
  /** Paths of every document below `docPath` (its subcollections: lessons, revisions, …), removed with it on DELETE. */
  descendants(docPath: string): Promise<string[]>;
  /** Runs `fn` as one transaction: the read, the decision and the write see no other request in between. */
  atomically<T>(fn: () => Promise<T>): Promise<T>;
  /** Deletes uploaded files of a deleted item once its documents are gone; a failure is logged, never thrown. */
  removeFiles(paths: string[]): Promise<void>;
  now(): Date;
  /** The caller's IANA time zone (the X-Time-Zone header): a submitted course's dates are judged in it; UTC when absent. */
  timeZone?: string;
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

function subjectOf(data: DocData, hasRevision: boolean): StatusSubject {
  // Spec 1 §3: status defaults to DRAFT.
  const status = data.status ?? 'DRAFT';
  if (!isLibraryItemStatus(status)) throw new HttpError(409, `The library item has an unknown status: ${String(status)}`);
  return {
    status,
    itemType: itemTypeOf(data),
    isPremium: data.is_premium === true,
    hasSnippet: typeof data.intro_audio_path === 'string' && data.intro_audio_path !== '',
    scheduledApprovalAt: data.scheduled_approval_at ?? null,
    hasRevision,
  };
}

/**
 * Moves one library item through the status machine and stores the result atomically: 404 when the item
 * does not exist, 409 with the machine's refusal when the event is not possible from its status, 400 with
 * the field errors when a course submitted (SET_PENDING) is not complete. The machine's effects run in the
 * same transaction (approval merges the revision, removal folds it in); DELETE removes the item, its
 * subcollections and then, after the commit, its uploaded files.
 */
export async function changeLibraryItemStatus(
  deps: LibraryItemsDeps,
  ref: LibraryItemRef,
  event: LibraryItemStatusEvent,
): Promise<StatusChangeResult> {
  const path = `users/${ref.ownerUid}/library_items/${ref.itemId}`;
  const ids = { library_item_id: ref.itemId, user_id: ref.ownerUid };
  const { result, files } = await deps.atomically(async () => {
    const current = await deps.store.get(path);
    if (!current) throw itemNotFound();
    const subject = subjectOf(current.data, (await readRevision(deps.store, ref.ownerUid, ref.itemId)) !== null);
    const decision = nextStatus(subject, event);
    if ('error' in decision) throw new HttpError(409, decision.error);
    const now = deps.now();
    // Submitting is the one moment a course must be whole: the guard runs before the event is applied.
    if (event.type === 'action.setPending' && subject.itemType === 'COURSES') await checkCourseComplete(deps.store, ref.ownerUid, ref.itemId, now, deps.timeZone);
    else if (event.type === 'action.setPending') await checkTrackComplete(wizardDeps(deps.store), ref.ownerUid, ref.itemId, now, deps.timeZone);
    if (decision.status === 'deleted') {
      const children = await deps.descendants(path);
      const files = uploadedFiles(ref.ownerUid, [current.data, ...(await Promise.all(children.map(async (child) => (await deps.store.get(child))?.data)))]);
      for (const child of children) await deps.store.delete(child);
      await deps.store.delete(path);
      return { result: { ...ids, deleted: true } as StatusChangeResult, files };
    }
    // Approval merges the revision into the live item; removal folds it in: either way it becomes the document.
    if (decision.effects.includes('mergeRevision') || decision.effects.includes('foldRevision')) await applyRevision(deps.store, ref.ownerUid, ref.itemId);
    const updated_at: Timestamp = { epoch: now.getTime(), iso_8601_datetime_tz: now.toISOString() };
    // The machine's context says what scheduled_approval_at must be: null means the field goes.
    const { scheduled_approval_at: _dropped, ...rest } = (await deps.store.get(path))?.data ?? current.data;
    const kept = decision.scheduledApprovalAt === null ? {} : { scheduled_approval_at: decision.scheduledApprovalAt };
    await deps.store.set(path, { ...rest, ...kept, status: decision.status, updated_at });
    return { result: { ...ids, status: decision.status, updated_at } as StatusChangeResult, files: [] };
  });
  if (files.length > 0) await deps.removeFiles(files);
  return result;
}

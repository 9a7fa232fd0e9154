import type { LibraryItemStatusEventType } from '../../../machines/libraryItemStatusMachine';
import { badRequest, permissionDenied } from '../http/HttpError';
import {
  changeLibraryItemStatus,
  itemNotFound,
  type LibraryItemRef,
  type LibraryItemsDeps,
  type StatusChangeResult,
} from './libraryItemsStatusChange';

/** The authenticated caller as the handlers need it. */
export interface Caller {
  uid: string;
  isAdmin: boolean;
}

// Spec 1 §7: POST carries SET_PENDING, PATCH the other three server actions.
const POST_ACTIONS = { SET_PENDING: 'action.setPending' } as const satisfies Record<string, LibraryItemStatusEventType>;
const PATCH_ACTIONS = {
  DELETE: 'action.delete',
  REMOVE: 'action.remove',
  APPROVE_AUDIO_SNIPPET: 'action.approveAudioSnippet',
} as const satisfies Record<string, LibraryItemStatusEventType>;
const REVIEW_OUTCOMES = {
  APPROVE: 'review.approve',
  REJECT: 'review.reject',
  REMOVE: 'review.remove',
} as const satisfies Record<string, LibraryItemStatusEventType>;

function idField(body: Record<string, unknown>, field: string): string {
  const value = body[field];
  if (typeof value !== 'string' || value === '') throw badRequest(`${field} is required`);
  if (value.includes('/') || value === '.' || value === '..' || value.length > 1500) throw badRequest(`${field} is not a valid id`);
  return value;
}

function pick<T extends Record<string, LibraryItemStatusEventType>>(table: T, value: unknown, field: string): T[keyof T] {
  const names = Object.keys(table);
  if (typeof value === 'string' && Object.hasOwn(table, value)) return table[value as keyof T];
  const allowed = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  throw badRequest(`Unknown ${field} ${JSON.stringify(value ?? null)}: expected ${allowed}`);
}

/** The caller's own item, or (admins only) the item of `user_id`; another user's item reads as missing. */
function refFor(caller: Caller, body: Record<string, unknown>): LibraryItemRef {
  const itemId = idField(body, 'library_item_id');
  if (body.user_id === undefined || body.user_id === caller.uid) return { ownerUid: caller.uid, itemId };
  const ownerUid = idField(body, 'user_id');
  if (!caller.isAdmin) throw itemNotFound();
  return { ownerUid, itemId };
}

/**
 * POST / PATCH /api/v1/publishers/libraryitems `{ action, library_item_id }` (spec 1 §7): a publisher's
 * status action on an own item. 400 for a bad body or (SET_PENDING) an incomplete course with its field
 * errors, 404 for a missing item, 409 for an impossible transition.
 */
export function publisherLibraryItemAction(
  deps: LibraryItemsDeps,
  caller: Caller,
  method: 'POST' | 'PATCH',
  body: Record<string, unknown>,
): Promise<StatusChangeResult> {
  const event = pick(method === 'POST' ? POST_ACTIONS : PATCH_ACTIONS, body.action, 'action');
  return changeLibraryItemStatus(deps, refFor(caller, body), { type: event });
}

/**
 * POST /api/v1/_admin/libraryitems/review `{ user_id, library_item_id, outcome: APPROVE | REJECT | REMOVE }`:
 * the reviewer's decision, which the spec leaves off-stage. Approving an edit merges its revision into
 * the live item; rejecting keeps the revision for the next edit. Admins only (403 otherwise).
 */
export function reviewLibraryItem(deps: LibraryItemsDeps, caller: Caller, body: Record<string, unknown>): Promise<StatusChangeResult> {
  if (!caller.isAdmin) throw permissionDenied();
  const event = pick(REVIEW_OUTCOMES, body.outcome, 'outcome');
  const ref = { ownerUid: idField(body, 'user_id'), itemId: idField(body, 'library_item_id') };
  return changeLibraryItemStatus(deps, ref, { type: event });
}

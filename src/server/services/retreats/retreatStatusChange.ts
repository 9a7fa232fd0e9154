import type { AuthUser, DocData } from '../../../backend/ports';
import { isRetreatStatus, type RetreatStatus } from '../../../../machines/retreatStatus';
import { nextRetreatStatus, type RetreatStatusEvent } from '../../../../machines/retreatStatusMachine';
import { timestampOf } from '../../../domain/storedTimestamp';
import { HttpError } from '../../http/HttpError';
import type { WizardStore } from '../../wizards/sideCollection';
import { requireRetreat, retreatPath } from './retreatDocs';

/** Whose retreat: the caller's own unless an admin names another owner (`user_id`). */
export interface RetreatRef {
  ownerUid: string;
  retreatId: string;
}

/** The status a retreat holds (absent reads as DRAFT, spec 2 §3); an unknown one is refused. */
export function storedStatus(data: DocData): RetreatStatus {
  const status = data.status ?? 'DRAFT';
  if (!isRetreatStatus(status)) throw new HttpError(409, `The retreat has an unknown status: ${String(status)}`);
  return status;
}

/**
 * The retreat status machine's answer for `event` on the stored retreat, with the caller's facts: the
 * status to store, or 409 with the machine's sentence.
 */
export function decide(user: AuthUser, data: DocData, event: RetreatStatusEvent): RetreatStatus {
  const hasSales = typeof data.number_of_sales === 'number' && data.number_of_sales > 0;
  const decision = nextRetreatStatus({ status: storedStatus(data), isAdmin: user.isAdmin === true, hasSales }, event);
  if ('error' in decision) throw new HttpError(409, decision.error);
  return decision.status;
}

/**
 * Moves a retreat along the status machine (Save & Finish Later, delete, an admin's review) inside the
 * caller's transaction and stores the status with `extra` fields; answers the stored retreat.
 */
export async function changeStatus(store: WizardStore, user: AuthUser, ref: RetreatRef, event: RetreatStatusEvent, now: Date, extra: DocData = {}): Promise<DocData> {
  const data = await requireRetreat(store, ref.ownerUid, ref.retreatId);
  const status = decide(user, data, event);
  const next = { ...data, ...extra, status, updated_at: timestampOf(now) };
  await store.set(retreatPath(ref.ownerUid, ref.retreatId), next);
  return next;
}

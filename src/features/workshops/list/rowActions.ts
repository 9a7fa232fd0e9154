import { mayDeleteWorkshop, nextWorkshopStatus } from '../../../../machines/workshopStatusMachine';
import { isWorkshopStatus } from '../../../../machines/workshopStatus';
import type { ReviewOutcome, ShopProductRow } from './shopApi';

export type RowAction = 'edit' | 'delete' | 'duplicate' | 'toEditorialCard' | ReviewOutcome;

const REVIEW_EVENT = { APPROVE: 'review.approve', REJECT: 'review.reject', CANCEL: 'workshop.cancel' } as const;

/**
 * What a row offers, decided by the workshop status machine (the server applies the same one): Edit while
 * a save is allowed, Delete only while pending (spec 3 §2), Duplicate for workshops with dates, the
 * editorial card once approved, and the review outcomes for admins.
 */
export function rowActions(row: Pick<ShopProductRow, 'status' | 'type'>, { isAdmin }: { isAdmin: boolean }): RowAction[] {
  const status = isWorkshopStatus(row.status) ? row.status : undefined;
  if (!status) return [];
  const allowed = (type: (typeof REVIEW_EVENT)[ReviewOutcome] | 'workshop.save') => !('error' in nextWorkshopStatus({ status, isAdmin }, { type }));
  const actions: RowAction[] = [];
  if (allowed('workshop.save')) actions.push('edit');
  if (row.type === 'WORKSHOP' && status !== 'DELETED') actions.push('duplicate');
  if (status === 'APPROVED') actions.push('toEditorialCard');
  if (isAdmin) for (const outcome of ['APPROVE', 'REJECT', 'CANCEL'] as const) if (allowed(REVIEW_EVENT[outcome])) actions.push(outcome);
  if (mayDeleteWorkshop(status)) actions.push('delete');
  return actions;
}

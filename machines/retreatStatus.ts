// Retreat status facts of spec 2 §4 as pure data, shared by the retreat status machine, the retreat
// screens and the server.

/** Every stored status of a retreat, in the spec's spelling; DELETED is the soft delete. */
export const RETREAT_STATUSES = ['DRAFT', 'PENDING', 'APPROVED', 'REMOVED', 'DELETED'] as const;

/** A retreat status value (`status`, default DRAFT). */
export type RetreatStatus = (typeof RETREAT_STATUSES)[number];

/** True when `value` is one of the five spec status values. */
export function isRetreatStatus(value: unknown): value is RetreatStatus {
  return typeof value === 'string' && (RETREAT_STATUSES as readonly string[]).includes(value);
}

/**
 * The status a stored retreat is in: an absent status reads as DRAFT (spec 2 §3 default, §4 "an absent
 * status becomes DRAFT"); anything else that is not a spec value is undefined, for the caller to refuse.
 */
export function retreatStatusOf(stored: unknown): RetreatStatus | undefined {
  if (stored === undefined || stored === null) return 'DRAFT';
  return isRetreatStatus(stored) ? stored : undefined;
}

// Workshop status facts of spec 3 §3-§4 as pure data, shared by the workshop status machine, the
// workshop screens and the server.

/** Every stored status of a workshop (also recordings and B2B promos), in the spec's spelling. */
export const WORKSHOP_STATUSES = ['PENDING', 'APPROVED', 'CANCELLED', 'DELETED'] as const;

/** A workshop status value. DELETED is the soft delete. */
export type WorkshopStatus = (typeof WORKSHOP_STATUSES)[number];

/** True when `value` is one of the four spec status values. */
export function isWorkshopStatus(value: unknown): value is WorkshopStatus {
  return typeof value === 'string' && (WORKSHOP_STATUSES as readonly string[]).includes(value);
}

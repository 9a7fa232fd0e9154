/** What the retreat routes know about a retreat before drawing it: the server's answer, or null when it cannot be loaded. */
export interface RetreatAccess {
  status: string;
  /** The server's `mayEditRetreat` for the caller (false for a co-host, for DELETED, and for APPROVED with sales unless admin). */
  can_edit: boolean;
}

/**
 * Spec 2 §2 route rules: a retreat that cannot be loaded → the create page; DELETED → the list; on the
 * edit route, a retreat the caller may not edit (APPROVED with sales for a non-admin, a co-host's) → the
 * list. The read-only preview opens whatever can be read. Null: draw the route.
 */
export function retreatRedirect(access: RetreatAccess | null, route: 'edit' | 'view'): string | null {
  if (!access) return '/retreat/create';
  if (access.status === 'DELETED') return '/retreats';
  if (route === 'edit' && !access.can_edit) return '/retreats';
  return null;
}

/** Publisher profile status (spec 1 §3): no username, submitted but not a publisher yet, publisher. */
export type ProfileStatus = 'INCOMPLETE' | 'PENDING' | 'APPROVED';

/**
 * Everything the side menu and the route table decide on: a snapshot of the acting user's role,
 * profile and the existence checks (each a query with page size 1).
 */
export interface MenuFacts {
  /** The acting user is an admin (false while an admin acts as someone else). */
  isAdmin: boolean;
  impersonating: boolean;
  /** The impersonating admin is on the Payment Settings allowed list. */
  impersonatorMayManagePayments: boolean;
  hasUsername: boolean;
  isApprovedPublisher: boolean;
  isRetreatAccessible: boolean;
  canHostLiveStream: boolean;
  hasCourses: boolean;
  hasPremiumTracks: boolean;
  hasEvents: boolean;
  hasHostedFinishedEvents: boolean;
  hasWorkshops: boolean;
}

/** Spec 1 §3: INCOMPLETE without a username, APPROVED for a publisher, PENDING in between. */
export function profileStatus(facts: Pick<MenuFacts, 'hasUsername' | 'isApprovedPublisher'>): ProfileStatus {
  if (!facts.hasUsername) return 'INCOMPLETE';
  return facts.isApprovedPublisher ? 'APPROVED' : 'PENDING';
}

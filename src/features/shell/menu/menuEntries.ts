import type { MenuFacts } from './menuFacts';

/** Where a menu entry goes: a dashboard route, an outside page, or the logout action. */
export type MenuTarget = { kind: 'route'; to: string } | { kind: 'external'; href: string } | { kind: 'logout' };

/** One line of the side menu. `key` is stable for tests and notification dots. */
export interface MenuEntry {
  key: string;
  label: string;
  target: MenuTarget;
}

/** Outside pages of the menu: absolute addresses configured per deployment; null hides the entry. */
export interface ExternalLinks {
  groups: string | null;
  resources: string | null;
  feedback: string | null;
  contact: string | null;
}

const route = (to: string): MenuTarget => ({ kind: 'route', to });
const external = (href: string | null): MenuTarget => ({ kind: 'external', href: href ?? '' });

/** Spec 1 §2: Live Events opens the hosting list for anyone with something to host, else the training page. */
export function liveEventsTarget(facts: MenuFacts): string {
  return facts.hasEvents || facts.hasHostedFinishedEvents || facts.canHostLiveStream ? '/live/hosting' : '/live_event_training';
}

/** Spec 1 §6: admins always see Retreats; anyone else unless is_retreat_accessible is false. */
export function canSeeRetreats(facts: MenuFacts): boolean {
  return facts.isAdmin || facts.isRetreatAccessible;
}

/** Spec 1 §2 and §6: Payment Settings is hidden while impersonating unless the impersonator is allowed. */
export function canSeePaymentSettings(facts: MenuFacts): boolean {
  return !facts.impersonating || facts.impersonatorMayManagePayments;
}

/** The side menu of the full dashboard, in order, with every visibility rule of spec 1 §2 and §6. */
export function menuEntries(facts: MenuFacts, links: ExternalLinks): MenuEntry[] {
  const publisher = facts.isApprovedPublisher;
  const rows: Array<[show: boolean, key: string, label: string, target: MenuTarget]> = [
    [true, 'dashboard', 'Dashboard', route('/')],
    [true, 'revenue', 'Revenue', route('/revenue')],
    [publisher || facts.hasCourses, 'courses', 'Courses', route('/courses')],
    [true, 'reviews', 'Ratings & Reviews', route('/reviews')],
    [publisher, 'donations', 'Donations', route('/donations')],
    [true, 'tracks', 'Tracks', route('/audio')],
    [publisher || facts.hasPremiumTracks, 'premium-tracks', 'Premium Tracks', route('/premium-tracks')],
    [canSeeRetreats(facts), 'retreats', 'Retreats', route('/retreats')],
    [true, 'live-events', 'Live Events', route(liveEventsTarget(facts))],
    [publisher && facts.hasWorkshops, 'workshops', 'Workshops', route('/workshops')],
    [publisher && links.groups !== null, 'groups', 'Groups', external(links.groups)],
    [publisher, 'followers', 'Followers', route('/followers')],
    [publisher, 'promotion', 'Promotion', route('/promotion')],
    [true, 'profile', 'Publisher Profile', route('/profile')],
    [true, 'account-settings', 'Account Settings', route('/account-settings')],
    [canSeePaymentSettings(facts), 'payment-settings', 'Payment Settings', route('/payment-settings')],
    [facts.isAdmin, 'impersonate', 'Impersonate', route('/impersonate')],
    // Issue 18 item 6: the analytics port's summary (page views and clicks) is for admins only.
    [facts.isAdmin, 'analytics', 'Analytics', route('/analytics')],
    [facts.isAdmin, 'shop', 'Shop', route('/shop')],
    [links.resources !== null, 'resources', 'Resources', external(links.resources)],
    [links.feedback !== null, 'feedback', 'Feedback', external(links.feedback)],
    [links.contact !== null, 'contact', 'Contact us', external(links.contact)],
    [true, 'logout', 'Logout', { kind: 'logout' }],
  ];
  return rows.filter(([show]) => show).map(([, key, label, target]) => ({ key, label, target }));
}

/** The menu of the limited dashboard (no username yet): only what it can reach. */
export function limitedMenuEntries(facts: MenuFacts): MenuEntry[] {
  const entries: MenuEntry[] = [{ key: 'profile', label: 'Publisher Profile', target: route('/profile') }];
  if (facts.isAdmin) entries.push({ key: 'impersonate', label: 'Impersonate', target: route('/impersonate') });
  entries.push({ key: 'logout', label: 'Logout', target: { kind: 'logout' } });
  return entries;
}

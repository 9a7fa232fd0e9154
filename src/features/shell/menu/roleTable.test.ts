import { describe, expect, it } from 'vitest';
import { limitedMenuEntries, menuEntries } from './menuEntries';
import type { MenuFacts } from './menuFacts';
import { profileStatus } from './menuFacts';
import { resolveRoute } from './routeAccess';

const links = { groups: 'https://groups.test', resources: 'https://resources.test', feedback: 'https://feedback.test', contact: 'https://contact.test' };

const nothing: MenuFacts = {
  isAdmin: false,
  impersonating: false,
  impersonatorMayManagePayments: false,
  hasUsername: true,
  isApprovedPublisher: false,
  isRetreatAccessible: true,
  canHostLiveStream: false,
  hasCourses: false,
  hasPremiumTracks: false,
  hasEvents: false,
  hasHostedFinishedEvents: false,
  hasWorkshops: false,
};

// The six roles of issue 5. "publisher" has submitted the profile and owns a course but is not approved yet.
const roles: Record<string, MenuFacts> = {
  publisher: { ...nothing, hasCourses: true },
  'approved publisher': { ...nothing, isApprovedPublisher: true, hasWorkshops: true, canHostLiveStream: true },
  'user without username': { ...nothing, hasUsername: false },
  admin: { ...nothing, isAdmin: true, isRetreatAccessible: false },
  'impersonating admin': { ...nothing, isApprovedPublisher: true, impersonating: true },
  'retreat-inaccessible user': { ...nothing, isRetreatAccessible: false },
};

const ALWAYS = ['Dashboard', 'Revenue', 'Ratings & Reviews', 'Tracks', 'Live Events', 'Publisher Profile', 'Account Settings', 'Resources', 'Feedback', 'Contact us', 'Logout'];
const OPTIONAL = ['Courses', 'Donations', 'Premium Tracks', 'Retreats', 'Workshops', 'Groups', 'Followers', 'Promotion', 'Payment Settings', 'Impersonate', 'Analytics', 'Shop'];

const optionalShown: Record<string, string[]> = {
  publisher: ['Courses', 'Retreats', 'Payment Settings'],
  'approved publisher': ['Courses', 'Donations', 'Premium Tracks', 'Retreats', 'Workshops', 'Groups', 'Followers', 'Promotion', 'Payment Settings'],
  admin: ['Retreats', 'Payment Settings', 'Impersonate', 'Analytics', 'Shop'],
  'impersonating admin': ['Courses', 'Donations', 'Premium Tracks', 'Retreats', 'Groups', 'Followers', 'Promotion'],
  'retreat-inaccessible user': ['Payment Settings'],
};

describe('side menu by role', () => {
  it.each(Object.entries(optionalShown))('%s sees exactly its entries', (role, shown) => {
    const labels = menuEntries(roles[role]!, links).map((e) => e.label);
    for (const label of ALWAYS) expect(labels).toContain(label);
    for (const label of OPTIONAL) expect(labels.includes(label), `${role}: ${label}`).toBe(shown.includes(label));
  });

  it('a user without username sees only Publisher Profile and Logout', () => {
    expect(limitedMenuEntries(roles['user without username']!).map((e) => e.label)).toEqual(['Publisher Profile', 'Logout']);
    expect(limitedMenuEntries({ ...roles['user without username']!, isAdmin: true }).map((e) => e.label)).toEqual(['Publisher Profile', 'Impersonate', 'Logout']);
  });

  it('an allowed impersonator keeps Payment Settings', () => {
    const labels = menuEntries({ ...roles['impersonating admin']!, impersonatorMayManagePayments: true }, links).map((e) => e.label);
    expect(labels).toContain('Payment Settings');
  });

  it.each([
    ['nothing to host', {}, '/live_event_training'],
    ['has events', { hasEvents: true }, '/live/hosting'],
    ['hosted finished events', { hasHostedFinishedEvents: true }, '/live/hosting'],
    ['can host live streams', { canHostLiveStream: true }, '/live/hosting'],
  ])('Live Events with %s goes to %s', (_, overrides, to) => {
    const entry = menuEntries({ ...nothing, ...overrides }, links).find((e) => e.key === 'live-events');
    expect(entry?.target).toEqual({ kind: 'route', to });
  });

  it('Groups, Resources, Feedback and Contact us are outside links', () => {
    const entries = menuEntries(roles['approved publisher']!, links);
    const external = entries.filter((e) => e.target.kind === 'external').map((e) => e.label);
    expect(external).toEqual(['Groups', 'Resources', 'Feedback', 'Contact us']);
  });
});

// Where each route goes, per role: render, empty (shell without content) or a redirect target.
const routes = ['/', '/profile', '/impersonate', '/courses', '/course/edit/abc', '/retreats', '/retreat/create', '/live/e1/host', '/workshop-promo/create', '/theme', '/nope', '/tracks/create'];
const expected: Record<string, string[]> = {
  publisher: ['render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', '/not-found', 'render'],
  'approved publisher': ['render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', '/not-found', 'render'],
  'user without username': ['/profile', 'render', 'render', '/not-found', '/not-found', '/not-found', '/not-found', '/not-found', '/not-found', '/not-found', '/not-found', '/not-found'],
  admin: ['render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', '/not-found', 'render'],
  'impersonating admin': ['render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', 'render', '/not-found', 'render'],
  'retreat-inaccessible user': ['render', 'render', 'render', 'render', 'render', 'empty', 'empty', 'render', 'render', 'render', '/not-found', 'render'],
};

describe('routes by role', () => {
  it.each(Object.entries(expected))('%s', (role, outcomes) => {
    const got = routes.map((path) => {
      const decision = resolveRoute(path, roles[role]!, { production: false });
      return decision.kind === 'redirect' ? decision.to : decision.kind;
    });
    expect(Object.fromEntries(routes.map((r, i) => [r, got[i]]))).toEqual(Object.fromEntries(routes.map((r, i) => [r, outcomes[i]])));
  });

  it('/analytics opens for admins only (an impersonating admin has the impersonated user\'s facts)', () => {
    const decide = (role: string) => resolveRoute('/analytics', roles[role]!, { production: true });
    expect(decide('admin')).toEqual({ kind: 'render' });
    for (const role of ['publisher', 'approved publisher', 'impersonating admin', 'retreat-inaccessible user', 'user without username']) expect(decide(role)).toEqual({ kind: 'redirect', to: '/not-found' });
  });

  it('/theme exists only outside production', () => {
    expect(resolveRoute('/theme', roles.publisher!, { production: true })).toEqual({ kind: 'redirect', to: '/not-found' });
  });
});

describe('profile status', () => {
  it.each([
    [{ hasUsername: false, isApprovedPublisher: false }, 'INCOMPLETE'],
    [{ hasUsername: false, isApprovedPublisher: true }, 'INCOMPLETE'],
    [{ hasUsername: true, isApprovedPublisher: false }, 'PENDING'],
    [{ hasUsername: true, isApprovedPublisher: true }, 'APPROVED'],
  ])('%o is %s', (facts, status) => expect(profileStatus(facts)).toBe(status));
});

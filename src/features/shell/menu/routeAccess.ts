import { canSeeRetreats } from './menuEntries';
import type { MenuFacts } from './menuFacts';

/** What the dashboard does with a path: draw it, draw the shell with nothing inside, or send elsewhere. */
export type RouteDecision = { kind: 'render' } | { kind: 'empty' } | { kind: 'redirect'; to: string };

// Spec 1 §2, the full dashboard. `*` matches one path segment, a trailing `/**` any depth.
const FULL_DASHBOARD = [
  '/',
  '/profile',
  '/impersonate',
  '/revenue',
  '/live_event_training',
  '/live-event/create',
  '/live-event/*',
  '/live/hosting',
  '/live/*/host',
  '/courses',
  '/course/create',
  '/course/edit/*',
  '/tracks/create',
  '/tracks/*',
  '/audio',
  '/premium-tracks',
  '/reviews',
  '/followers',
  '/shop',
  '/donations',
  '/promotion',
  '/account-settings',
  '/payment-settings',
  '/accreditations',
  '/workshops',
  '/workshop/**',
  '/workshop-recording/**',
  '/workshop-promo/**',
  '/retreats',
  '/retreat/**',
  '/analytics',
];

// Issue 18 item 6: the analytics summary; the server answers it to admins only, and so does the route.
const ADMIN_ONLY = ['/analytics'];

const LIMITED_DASHBOARD = ['/profile', '/impersonate'];

function matches(pattern: string, path: string): boolean {
  const deep = pattern.endsWith('/**');
  const want = (deep ? pattern.slice(0, -3) : pattern).split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (deep ? have.length < want.length : have.length !== want.length) return false;
  return want.every((segment, i) => segment === '*' || segment === have[i]);
}

const isRetreatPath = (path: string) => matches('/retreats', path) || matches('/retreat/**', path);

/**
 * Where a signed-in user's path goes (spec 1 §2, §6): the limited dashboard reaches only /profile and
 * /impersonate (and / goes to /profile); /theme exists only outside production; retreat routes render
 * nothing for users who may not see retreats; /analytics is for admins only; anything unknown goes to /not-found.
 */
export function resolveRoute(path: string, facts: MenuFacts, options: { production: boolean }): RouteDecision {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (!facts.hasUsername) {
    if (normalized === '/') return { kind: 'redirect', to: '/profile' };
    return LIMITED_DASHBOARD.includes(normalized) ? { kind: 'render' } : { kind: 'redirect', to: '/not-found' };
  }
  if (normalized === '/theme') return options.production ? { kind: 'redirect', to: '/not-found' } : { kind: 'render' };
  if (!FULL_DASHBOARD.some((pattern) => matches(pattern, normalized))) return { kind: 'redirect', to: '/not-found' };
  if (ADMIN_ONLY.includes(normalized) && !facts.isAdmin) return { kind: 'redirect', to: '/not-found' };
  if (isRetreatPath(normalized) && !canSeeRetreats(facts)) return { kind: 'empty' };
  return { kind: 'render' };
}

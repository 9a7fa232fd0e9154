import type { MenuEntry } from './menuEntries';

// Screens reached from a menu entry without being its target (wizards, detail pages).
const SECTIONS: Array<[prefix: string, key: string]> = [
  ['/course/', 'courses'],
  ['/tracks/', 'tracks'],
  ['/live-event/', 'live-events'],
  ['/live/', 'live-events'],
  ['/live_event_training', 'live-events'],
  ['/workshop', 'workshops'],
  ['/retreat/', 'retreats'],
];

/** The menu entry a path belongs to, for highlighting and the page title; null when none. */
export function activeMenuKey(pathname: string, entries: MenuEntry[]): string | null {
  const exact = entries.find((e) => e.target.kind === 'route' && e.target.to === pathname);
  if (exact) return exact.key;
  const section = SECTIONS.find(([prefix]) => pathname.startsWith(prefix));
  return section && entries.some((e) => e.key === section[1]) ? section[1] : null;
}

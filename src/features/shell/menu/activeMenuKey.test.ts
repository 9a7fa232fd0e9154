import { describe, expect, it } from 'vitest';
import { activeMenuKey } from './activeMenuKey';
import type { MenuEntry } from './menuEntries';

const entries: MenuEntry[] = [
  { key: 'dashboard', label: 'Dashboard', target: { kind: 'route', to: '/' } },
  { key: 'courses', label: 'Courses', target: { kind: 'route', to: '/courses' } },
  { key: 'tracks', label: 'Tracks', target: { kind: 'route', to: '/audio' } },
  { key: 'live-events', label: 'Live Events', target: { kind: 'route', to: '/live/hosting' } },
];

describe('active menu entry', () => {
  it.each([
    ['/', 'dashboard'],
    ['/courses', 'courses'],
    ['/course/edit/abc', 'courses'],
    ['/tracks/create', 'tracks'],
    ['/live_event_training', 'live-events'],
    ['/live-event/create', 'live-events'],
    ['/retreat/create', null],
    ['/profile', null],
  ])('%s → %s', (path, key) => expect(activeMenuKey(path, entries)).toBe(key));
});

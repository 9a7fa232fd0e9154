import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../lib/session/AppServices';
import { AppServicesProvider } from '../../lib/session/AppServices';
import { renderWithTheme } from '../../renderer/testing/renderWithTheme';
import type { MenuEntry } from './menu/menuEntries';
import { SideMenu } from './SideMenu';

// The language menu under the entries runs on the session; not what this test is about.
vi.mock('./language/LanguageSelect', () => ({ LanguageSelect: () => null }));

const entries: MenuEntry[] = [
  { key: 'dashboard', label: 'Dashboard', target: { kind: 'route', to: '/' } },
  { key: 'reviews', label: 'Ratings & Reviews', target: { kind: 'route', to: '/reviews' } },
];
const profile = { uid: 'u1', name: 'Demo Teacher', email: 'publisher@demo.local', username: 'demo', profilePictureStatus: null, avatarUrl: null };
const services = { backend: { files: { downloadUrl: vi.fn() } } } as unknown as AppServices;

describe('SideMenu notification dots', () => {
  it('draws a dot a gap after a flagged entry, named for screen readers, and none elsewhere', () => {
    renderWithTheme(
      <AppServicesProvider services={services}>
        <SideMenu entries={entries} activeKey="dashboard" profile={profile} flags={{ reviews: true }} onSelect={() => {}} />
      </AppServicesProvider>,
    );
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    const reviews = within(menu).getByRole('link', { name: 'Ratings & Reviews New activity' });
    const dot = within(reviews).getByRole('img', { name: 'New activity' });
    // After the label, in a row with a gap, not laid over the text's end.
    expect(within(reviews).getByText('Ratings & Reviews').compareDocumentPosition(dot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(dot.parentElement?.getAttribute('style')).toContain('--group-gap: calc(0.625rem * var(--mantine-scale))');
    expect(within(menu).getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    expect(within(menu).getAllByRole('img', { name: 'New activity' })).toHaveLength(1);
  });
});

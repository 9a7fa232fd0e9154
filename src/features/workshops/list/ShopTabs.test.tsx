import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppServicesProvider } from '../../../lib/session/AppServices';
import { createSession } from '../../../lib/session/createSession';
import { createFakeBackend } from '../../../lib/session/testing/createFakeBackend';
import type { ShopApi, ShopKind, ShopProductRow } from './shopApi';
import { ShopTabs } from './ShopTabs';

// The router's link is not under test: a plain anchor stands in.
vi.mock('../../../lib/ui/InternalLink', () => ({ InternalLink: (props: Record<string, unknown>) => <a {...props} /> }));

const row = (id: string, owner: string, type: ShopKind, status: string, title: string): ShopProductRow => ({ id, owner_id: owner, type, status, title, prices: [{ price: 2500, currency: 'USD' }] });
const ROWS = [row('w1', 'p1', 'WORKSHOP', 'PENDING', 'Breathwork Basics'), row('w2', 'p2', 'WORKSHOP', 'APPROVED', 'Yoga at Dawn'), row('b1', 'p1', 'B2B_WORKSHOP_PROMO', 'PENDING', 'Focus at Work')];

function fakeApi() {
  return {
    list: vi.fn(async (kind: ShopKind, ownerId?: string) => ROWS.filter((r) => r.type === kind && (!ownerId || r.owner_id === ownerId))),
    delete: vi.fn(async () => undefined),
    duplicate: vi.fn(),
    toEditorialCard: vi.fn(),
    review: vi.fn(async () => ({ data: { status: 'APPROVED' } })),
    publisherName: vi.fn(async (uid: string) => ({ p1: 'Demo Teacher', p2: 'Asha Rao' })[uid] ?? uid),
  } satisfies Record<keyof ShopApi, unknown>;
}

async function mount(isAdmin: boolean, tab: ShopKind = 'WORKSHOP') {
  const backend = createFakeBackend([{ uid: 'u1', email: 'a@x.test', password: 'pw', isAdmin }]);
  const session = createSession(backend.auth, { hasSessionCookie: () => false, clearSessionCookie: () => {} });
  await session.signIn('a@x.test', 'pw');
  const api = fakeApi();
  const onTabChange = vi.fn();
  render(
    <MantineProvider>
      <AppServicesProvider services={{ backend, session, notifier: { alert: vi.fn(), toast: vi.fn() } }}>
        <ShopTabs kinds={['WORKSHOP', 'WORKSHOP_RECORDING', 'B2B_WORKSHOP_PROMO']} tab={tab} onTabChange={onTabChange} publisherFilter api={api as unknown as ShopApi} />
      </AppServicesProvider>
    </MantineProvider>,
  );
  return { api, onTabChange };
}

describe('shop tabs', { timeout: 45_000 }, () => {
  it('an admin filters by publisher; each card names its publisher and offers the review outcomes', async () => {
    const { api } = await mount(true);
    const card = await screen.findByRole('article', { name: 'Breathwork Basics' });
    await waitFor(() => expect(within(card).getByText(/Demo Teacher/)).toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Yoga at Dawn' })).toBeInTheDocument();
    const filter = screen.getByLabelText('Publisher', { selector: 'input' });
    fireEvent.click(filter);
    fireEvent.click(await screen.findByRole('option', { name: 'Asha Rao', hidden: true }));
    await waitFor(() => expect(api.list).toHaveBeenLastCalledWith('WORKSHOP', 'p2'));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Breathwork Basics' })).not.toBeInTheDocument());
    const theirs = screen.getByRole('article', { name: 'Yoga at Dawn' });
    fireEvent.click(within(theirs).getByRole('button', { name: 'Actions for Yoga at Dawn' }));
    expect(await screen.findByRole('menuitem', { name: 'Cancel listing', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Approve', hidden: true })).not.toBeInTheDocument();
  });

  it('a publisher has no filter, the promo tab lists promos with their create button, and a tab change is reported', async () => {
    const { api, onTabChange } = await mount(false, 'B2B_WORKSHOP_PROMO');
    expect(await screen.findByRole('article', { name: 'Focus at Work' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create B2B workshop promo' })).toHaveAttribute('href', '/workshop-promo/create');
    expect(screen.queryByLabelText('Publisher', { selector: 'input' })).not.toBeInTheDocument();
    expect(api.list).toHaveBeenCalledWith('B2B_WORKSHOP_PROMO', undefined);
    fireEvent.click(screen.getByRole('tab', { name: 'Workshops' }));
    expect(onTabChange).toHaveBeenCalledWith('WORKSHOP');
  });

  it('shows the empty state', async () => {
    await mount(false, 'WORKSHOP_RECORDING');
    expect(await screen.findByText('Nothing here yet. Create your first one to see it listed.')).toBeInTheDocument();
  });
});

import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FieldProps } from '@rjsf/utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentsPort } from '../../../backend/ports';
import { AppServicesProvider } from '../../../lib/session/AppServices';
import { createSession } from '../../../lib/session/createSession';
import { createFakeBackend } from '../../../lib/session/testing/createFakeBackend';
import { ShopProductContext } from '../ShopProductContext';
import { choosable, GroupPickerField } from './GroupPickerField';

const SERVICE = 'http://fake.invalid/svc/groups/';
const group = (id: string, name: string, is_owner: boolean, is_admin: boolean, status = 'APPROVED') => ({ id, name, privacy_type: 'PRIVATE', member_count: 3, is_owner, is_admin, status });
const GROUPS = [group('g1', 'Morning Sitters', true, true), group('g2', 'Lisbon Yoga Circle', false, true), group('g3', 'Sleep Better Together', false, false), group('g4', 'Breathwork Group', true, true, 'PENDING')];

function stubGroups() {
  const calls: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal('fetch', async (input: Request) => {
    const text = await input.text();
    calls.push({ method: input.method, url: input.url.slice(SERVICE.length), body: text ? JSON.parse(text) : undefined });
    if (input.method === 'GET') return Response.json({ items: GROUPS });
    return Response.json({ ...group('g9', JSON.parse(text).name, true, true, 'PENDING') });
  });
  return calls;
}
afterEach(() => vi.unstubAllGlobals());

async function mount() {
  const backend = createFakeBackend([{ uid: 'u1', email: 'p@x.test', password: 'pw', isAdmin: false }]);
  const documents: DocumentsPort = { ...backend.documents, get: (async (path: string) => (path === 'users/u1' ? { id: 'u1', path, data: { name: 'Demo Teacher' } } : null)) as DocumentsPort['get'] };
  const session = createSession(backend.auth, { hasSessionCookie: () => false, clearSessionCookie: () => {} });
  await session.signIn('p@x.test', 'pw');
  const calls = stubGroups();
  const onChange = vi.fn();
  const props = { formData: undefined, onChange, fieldPathId: { $id: 'root_group_id', path: ['group_id'] }, schema: { title: 'Group', type: 'string' } } as unknown as FieldProps;
  render(
    <MantineProvider>
      <AppServicesProvider services={{ backend: { ...backend, documents }, session, notifier: { alert: vi.fn(), toast: vi.fn() } }}>
        <ShopProductContext.Provider value={{ shopProductId: null, testMode: false, title: 'Breathwork Basics' }}>
          <GroupPickerField {...props} />
        </ShopProductContext.Provider>
      </AppServicesProvider>
    </MantineProvider>,
  );
  return { calls, onChange };
}

describe('groups picker', { timeout: 20_000 }, () => {
  it('offers only groups the user owns or administers (spec 3 §5)', () => {
    expect(choosable(GROUPS).map((g) => g.id)).toEqual(['g1', 'g2', 'g4']);
  });

  it('lists with include_pending and limit 999, and creates a private hidden group named from the workshop and the user', async () => {
    const { calls, onChange } = await mount();
    await waitFor(() => expect(calls[0]?.url).toBe('api/v1/groups?include_pending=true&limit=999'));
    const input = screen.getByLabelText('Group', { selector: 'input' });
    await waitFor(() => expect(input).not.toBeDisabled());
    fireEvent.click(input);
    expect(await screen.findByRole('option', { name: 'Morning Sitters', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Breathwork Group (pending approval)', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Sleep Better Together', hidden: true })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create a private hidden group' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith('g9', ['group_id']));
    expect(calls[1]).toEqual({
      method: 'POST',
      url: 'api/v1/groups',
      body: {
        name: 'Breathwork Basics with Demo Teacher',
        privacy_type: 'PRIVATE',
        privacy_hidden: true,
        long_description: 'Private group for the participants of Breathwork Basics.',
        created_by_device_lang: expect.any(String),
        type: 'GROUP',
        background: { type: 'PROFILE_IMAGE' },
      },
    });
  });
});

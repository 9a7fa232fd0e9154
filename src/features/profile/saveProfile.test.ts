import { describe, expect, it, vi } from 'vitest';
import type { ServiceClient } from '../../backend/http/createServiceClient';
import type { DocumentsPort } from '../../backend/ports';
import { cleanProfile } from './profileData';
import { saveProfile } from './saveProfile';
import { markPicturePending } from './markPicturePending';

function fakeDocuments() {
  const writes: Array<[string, unknown, unknown]> = [];
  const documents = { set: vi.fn(async (path: string, data: unknown, options: unknown) => void writes.push([path, data, options])) } as unknown as DocumentsPort;
  return { documents, writes };
}

const client = (request: ServiceClient['request']) => ({ name: 'teacherDashboard', ky: {} as never, request }) as ServiceClient;

describe('saving the profile', () => {
  const data = { name: 'Asha', username: 'asha', location: 'Pune', description: 'bio' };

  it('claims a new username through PATCH publishers/profile, then writes the rest', async () => {
    const { documents, writes } = fakeDocuments();
    const request = vi.fn().mockResolvedValue({});
    expect(await saveProfile({ documents, teacherDashboard: client(request) }, 'u1', data, undefined)).toEqual({ ok: true });
    expect(request).toHaveBeenCalledWith('patch', 'api/v1/publishers/profile', expect.objectContaining({ json: { username: 'asha' } }));
    expect(writes.map(([path]) => path)).toEqual(['publishers/u1', 'users/u1']);
    expect(writes[0]![1]).not.toHaveProperty('username');
    expect(writes[0]![1]).toMatchObject({ description: 'bio', publisher_description: 'bio' });
  });

  it('does not claim an unchanged username', async () => {
    const { documents } = fakeDocuments();
    const request = vi.fn();
    await saveProfile({ documents, teacherDashboard: client(request) }, 'u1', data, 'asha');
    expect(request).not.toHaveBeenCalled();
  });

  it('stops with the server message under the username when it is taken', async () => {
    const { documents, writes } = fakeDocuments();
    const request = vi.fn().mockRejectedValue(new Error('Username is already taken'));
    const outcome = await saveProfile({ documents, teacherDashboard: client(request) }, 'u1', data, undefined);
    expect(outcome).toEqual({ ok: false, errors: [{ pointer: '/username', message: 'Username is already taken', keyword: 'server' }] });
    expect(writes).toEqual([]);
  });
});

describe('profile data', () => {
  it('drops empty values and stores the URL scheme in lower case', () => {
    expect(cleanProfile({ name: 'Asha', website: 'Https://asha.example/Path', location: '  ', bio: 'x' })).toEqual({ name: 'Asha', website: 'https://asha.example/Path' });
  });
});

describe('own profile picture', () => {
  it('sets profile_picture_status PENDING with the upload time and the edited path', async () => {
    const { documents, writes } = fakeDocuments();
    const path = await markPicturePending(documents, 'u1', Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(path).toBe('u1/uploads/profile_picture/edited/square_original.jpeg');
    expect(writes[0]).toEqual([
      'users/u1/private/settings',
      { profile_picture_status: 'PENDING', profile_picture_path: path, profile_picture_uploaded_at: { epoch: Date.UTC(2026, 0, 2, 3, 4, 5), iso_8601_datetime_tz: '2026-01-02T03:04:05.000Z' } },
      { merge: true },
    ]);
  });
});

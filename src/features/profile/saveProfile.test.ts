import { HTTPError, type NormalizedOptions } from 'ky';
import { describe, expect, it, vi } from 'vitest';
import type { ServiceClient } from '../../backend/http/createServiceClient';
import { cleanProfile } from './profileData';
import { markPicturePending } from './markPicturePending';
import { saveProfile } from './saveProfile';

const client = (request: ServiceClient['request']) => ({ name: 'teacherDashboard', ky: {} as never, request }) as ServiceClient;
const refusal = (status: number, body: unknown) =>
  new HTTPError(new Response(JSON.stringify(body), { status }), new Request('http://fake.invalid/x'), { method: 'PUT' } as NormalizedOptions);

describe('saving the profile', () => {
  const data = { name: 'Asha', username: 'asha', location: 'Pune', description: 'bio' };

  it('sends the whole profile to PUT publishers/profile/details, quietly (the form shows what went wrong)', async () => {
    const request = vi.fn().mockResolvedValue({ data });
    expect(await saveProfile(client(request), data)).toEqual({ ok: true });
    expect(request).toHaveBeenCalledWith('put', 'api/v1/publishers/profile/details', { quiet: true, json: data });
  });

  it("gives back the server's field errors (a taken username, a schema rule) to show at their fields", async () => {
    const errors = [{ pointer: '/username', message: 'Username is already taken', keyword: 'unique' }];
    const request = vi.fn().mockRejectedValue(refusal(409, { message: 'Username is already taken', errors }));
    expect(await saveProfile(client(request), data)).toEqual({ ok: false, errors });
  });

  it('throws a failure that carries no field errors', async () => {
    const request = vi.fn().mockRejectedValue(refusal(500, { message: 'Internal error' }));
    await expect(saveProfile(client(request), data)).rejects.toBeInstanceOf(HTTPError);
    await expect(saveProfile(client(vi.fn().mockRejectedValue(new TypeError('offline'))), data)).rejects.toThrow('offline');
  });
});

describe('profile data', () => {
  it('drops empty values and stores the URL scheme in lower case', () => {
    expect(cleanProfile({ name: 'Asha', website: 'Https://asha.example/Path', location: '  ', bio: 'x' })).toEqual({ name: 'Asha', website: 'https://asha.example/Path' });
  });
});

describe('own profile picture', () => {
  it('asks the server to send the uploaded square crop for review and gives back its stored path', async () => {
    const path = 'u1/uploads/profile_picture/edited/square_original.jpeg';
    const request = vi.fn().mockResolvedValue({ data: { profile_picture_status: 'PENDING', profile_picture_path: path } });
    expect(await markPicturePending(client(request))).toBe(path);
    expect(request).toHaveBeenCalledWith('post', 'api/v1/publishers/profile/picture', { quiet: true, json: {} });
  });
});

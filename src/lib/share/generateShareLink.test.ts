import { describe, expect, it, vi } from 'vitest';
import { generateShareLink, SHARE_LINK_RETRY_MS } from './generateShareLink';
import { publicPath } from './publicLinks';

const body = { web_link: 'https://x.example/demo.teacher', deep_link: 'stillpoint://demo.teacher', user_id: 'u1', title: 'Me' };

describe('share-link generator (spec 1 §7: retries 3, delay 5000 ms)', () => {
  it('answers the first link', async () => {
    const wait = vi.fn(async () => undefined);
    await expect(generateShareLink(async () => 'https://s/1', body, wait)).resolves.toBe('https://s/1');
    expect(wait).not.toHaveBeenCalled();
  });
  it('tries again 5 s later, up to 3 times', async () => {
    const send = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(undefined).mockResolvedValueOnce('https://s/3');
    const wait = vi.fn(async () => undefined);
    await expect(generateShareLink(send, body, wait)).resolves.toBe('https://s/3');
    expect(send).toHaveBeenCalledTimes(3);
    expect(wait.mock.calls).toEqual([[SHARE_LINK_RETRY_MS], [SHARE_LINK_RETRY_MS]]);
  });
  it('gives up after the third failure with its error', async () => {
    const send = vi.fn().mockRejectedValue(new Error('down'));
    await expect(generateShareLink(send, body, async () => undefined)).rejects.toThrow('down');
    expect(send).toHaveBeenCalledTimes(3);
  });
});

describe('public link shapes (spec 1 §1)', () => {
  it.each([
    [{ kind: 'publisher', username: 'demo.teacher' }, '/demo.teacher'],
    [{ kind: 'course', slug: 'calm-mornings' }, '/meditation-courses/calm-mornings'],
    [{ kind: 'track', id: 't1' }, '/guided-meditations/t1'],
    [{ kind: 'retreat', slug: 'lisbon' }, '/retreat/lisbon'],
    [{ kind: 'workshop', username: 'demo.teacher', shopProductId: 'w1' }, '/demo.teacher/workshops/w1'],
    [{ kind: 'shopProduct', id: 'p1' }, '/shop_products/p1'],
  ] as const)('%j → %s', (target, path) => expect(publicPath(target)).toBe(path));
});

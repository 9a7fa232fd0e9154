import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { startTestServer, type TestServer } from './testServer';

const PAY = '/svc/payment/api/v1';
let server: TestServer;
let publisher: string;

// Starting the server seeds the demo data: slow on a loaded shared machine.
beforeAll(async () => {
  server = await startTestServer();
  publisher = await server.signIn(DEMO_PUBLISHER.email, DEMO_PUBLISHER.password);
}, 120_000);
afterAll(() => server.stop());

const list = async (type: string) => (await server.call('GET', `${PAY}/shop_products?type=${type}`, { token: publisher })).body.data;

describe('seeded demo shop (issue 13 item 10)', () => {
  it('has a workshop with an event of two dates, an active price and a promo code', async () => {
    const [workshop] = await list('WORKSHOP');
    expect(workshop).toMatchObject({ id: 'demo-workshop-breathwork', status: 'APPROVED', prices: [{ price: 2500, currency: 'USD' }] });
    const event = await server.call('GET', `/svc/events/api/v1/events/${workshop.event_id}`, { token: publisher });
    expect(event.status).toBe(200);
    expect(event.body.next_occurrences).toHaveLength(2);
    const price = await server.call('GET', `${PAY}/prices/${workshop.stripe_refs.price_id}`, { token: publisher });
    expect(price.body).toMatchObject({ active: true, unit_amount: 2500, product: workshop.stripe_refs.product_id });
    const codes = (await server.call('GET', `${PAY}/shop_products/${workshop.id}/promotion_codes`, { token: publisher })).body.data;
    expect(codes).toEqual([expect.objectContaining({ name: 'BREATHE20', type: 'PERCENT', percent_off: 20, max_redemptions: 50, expires_at: 0 })]);
    const code = await server.call('GET', `${PAY}/promotion_codes/${codes[0].id}`, { token: publisher });
    expect(code.body.coupon.applies_to.products).toEqual([workshop.stripe_refs.product_id]);
    // The seeded image is stored where the workshop's files live.
    const files = await server.call('GET', `/api/files?prefix=${encodeURIComponent(`${DEMO_PUBLISHER.uid}/uploads/marketplace/shop/products/demo-workshop-breathwork/image`)}`, { token: publisher });
    expect(files.body.items.map((f: { name: string }) => f.name)).toContain('original.jpeg');
  });

  it('has a recording with two video lessons and a B2B promo waiting for review', async () => {
    const [recording] = await list('WORKSHOP_RECORDING');
    expect(recording.video_lessons.map((l: { title: string }) => l.title)).toEqual(['Evening body scan', 'Breathing into sleep']);
    // Each lesson is a real HLS rendition in its own folder: the playlist names segments of at most 5 s, all stored.
    for (const lesson of recording.video_lessons as Array<{ video: { remoteFile: string; durationSec: number; segments: number } }>) {
      expect(lesson.video).toMatchObject({ durationSec: 10, segments: 2 });
      const playlist = readFileSync(join(server.dataDir, 'files', ...lesson.video.remoteFile.split('/')), 'utf8');
      const lengths = [...playlist.matchAll(/#EXTINF:([\d.]+)/g)].map((m) => Number(m[1]));
      expect(lengths.length).toBe(2);
      expect(Math.max(...lengths)).toBeLessThanOrEqual(5);
      const folder = lesson.video.remoteFile.slice(0, lesson.video.remoteFile.lastIndexOf('/'));
      const listed = await server.call('GET', `/api/files?prefix=${encodeURIComponent(folder)}`, { token: publisher });
      expect(listed.body.items.map((f: { name: string }) => f.name).sort()).toEqual(['index.m3u8', 'segment000.ts', 'segment001.ts']);
    }
    const [promo] = await list('B2B_WORKSHOP_PROMO');
    expect(promo).toMatchObject({ status: 'PENDING', promo_type: 'LUNCH_AND_LEARN', price_text: 'From $1,500 per session' });
    expect(promo.stripe_refs).toBeUndefined();
  });
});

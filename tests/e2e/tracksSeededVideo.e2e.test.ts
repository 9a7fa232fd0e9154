import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { launchChromium } from './chromium';
import { signIn } from './dashboardSteps';

// The seeded premium video track (issue 11 part 5) plays at /tracks/{id}: its stored HLS rendition (a
// playlist and two 5 s segments written by the seed) through the uploader's player, at 1280 and 390 px.
const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');
const SHOTS = 'test-results/tracksSeededVideo';

let browser: Browser;

describe.skipIf(Boolean(skipReason))('seeded video track in Chromium', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  for (const [width, height] of [[1280, 900], [390, 844]] as const) {
    it(`plays the demo video of /tracks/track-gentle-flow at ${width} px`, async () => {
      const page = await browser.newPage({ viewport: { width, height } });
      await signIn(page, baseUrl, DEMO_PUBLISHER);
      await page.goto(`${baseUrl}/tracks/track-gentle-flow`);
      await page.getByText('gentle-flow.mp4').waitFor({ timeout: 60_000 });
      const video = page.getByLabel(/^Video track/).and(page.locator('video'));
      await video.waitFor({ timeout: 30_000 });
      await page.waitForFunction(() => (document.querySelector('video')?.readyState ?? 0) >= 2, null, { timeout: 60_000 });
      const played = await video.evaluate(async (element: HTMLVideoElement) => {
        element.muted = true;
        await element.play();
        await new Promise((resolve) => setTimeout(resolve, 2000));
        return { duration: element.duration, time: element.currentTime, width: element.videoWidth, height: element.videoHeight };
      });
      expect(played.duration).toBeGreaterThan(9.5);
      expect(played.duration).toBeLessThan(10.5);
      expect(played.time).toBeGreaterThan(0);
      expect([played.width, played.height]).toEqual([320, 180]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: `${SHOTS}/video-track-${width}.png` });
      await page.close();
    }, 180_000);
  }
});

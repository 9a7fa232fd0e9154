import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { launchChromium } from './chromium';
import { signIn } from './dashboardSteps';
import { addItem, pickDate, press, saveAndNext, typeInto, uploadImage } from './retreatWizardSteps';
import { callJson, tokenFor } from './serviceCalls';

// Spec 2, issue 12: a publisher fills all 13 steps of a new retreat by hand in Chromium (keyboard on
// switches, boxes and radios; the venue drawer, item editors, date pickers and the cropper by pointer),
// reloads midway and finds everything kept, and submits; the retreat is PENDING.
const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');
const TD = '/svc/teacherDashboard/api/v1/publishers';
const SHOTS = 'test-results/retreatWizardByHand';

describe.skipIf(skipReason !== '')('a retreat built by hand in Chromium', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('fills the 13 steps by hand, survives a reload, and submits: the retreat is PENDING', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(60_000);
    page = await context.newPage();
    page.on('pageerror', (error) => console.warn(`page error: ${error.message}`));
    try {
      await signIn(page, baseUrl, DEMO_PUBLISHER);
      await page.goto(`${baseUrl}/retreats`);
      await page.getByRole('link', { name: 'Create retreat' }).first().click();
      await page.waitForURL(/\/retreat\/create/);

      // 1 Terms: the PDF drawn page by page; End scrolls the box to its end, which enables the box.
      const terms = page.getByRole('document', { name: /Retreat Terms$/ });
      await page.waitForFunction(() => document.querySelectorAll('[role=document] canvas').length >= 2, null, { timeout: 90_000 });
      const accept = page.getByRole('checkbox', { name: 'I have read and agree to the terms presented above' });
      expect(await accept.isDisabled()).toBe(true);
      await terms.focus();
      for (let i = 0; i < 50 && !(await accept.isEnabled()); i++) {
        await terms.press('End');
        await page.waitForTimeout(200);
      }
      await page.screenshot({ path: `${SHOTS}/1-terms.png` });
      await press(accept);
      await saveAndNext(page, 'Retreat Submission Requirements');
      await page.waitForURL(/\/retreat\/[\w-]{8,}$/);
      const id = new URL(page.url()).pathname.split('/').pop()!;

      // 2 Submission requirements: the two mandatory statements.
      await press(page.getByRole('switch', { name: /fully in-person/ }));
      await press(page.getByRole('switch', { name: /illegal or mind-altering/ }));
      await saveAndNext(page, 'Info');

      // 3 Info
      await typeInto(page.getByRole('textbox', { name: /^Retreat name/ }), 'Quiet Valley Retreat');
      await pickDate(page, page.getByRole('button', { name: /^Start date/ }), 2, 10);
      await pickDate(page, page.getByRole('button', { name: /^End date/ }), 2, 14);
      await press(page.getByRole('checkbox', { name: 'Meditation', exact: true }));
      await page.locator('form').first().getByRole('combobox', { name: /^Language/ }).click();
      await page.getByRole('listbox').getByRole('option', { name: 'English', exact: true }).click();
      await saveAndNext(page, 'Details');

      // 4 Details
      await press(page.getByRole('checkbox', { name: 'Open to all' }));
      await addItem(page, 'Add highlight', { Highlight: 'Silent mornings by the river' }, 'Save highlight');
      await typeInto(page.getByRole('textbox', { name: /^Details/ }), 'Five days of sitting, walking and resting in a quiet valley, with simple food and time alone.');
      await saveAndNext(page, 'Venue and Accommodation');

      // 5 Venue and accommodation: a venue from the drawer, a link, size, both ways of booking, one room option.
      await page.getByRole('button', { name: /^Venue/ }).click();
      const drawer = page.getByRole('dialog', { name: 'Venue' });
      await drawer.getByRole('listitem').first().waitFor();
      expect(await drawer.getByRole('listitem').count()).toBe(50);
      await drawer.getByRole('listitem').first().click();
      await addItem(page, 'Add link', { Link: 'https://quietvalley.example.org' }, 'Save link');
      await typeInto(page.getByRole('textbox', { name: /^Retreat size/ }), '20');
      await press(page.getByRole('radio', { name: /^Both/ }));
      await typeInto(page.getByRole('textbox', { name: /^Accommodation description/ }), 'Simple rooms in the old farmhouse, with shared bathrooms on each floor.');
      await press(page.getByRole('radio', { name: 'Yes, the price is the same everywhere' }));
      await typeInto(page.getByRole('textbox', { name: /^Price per person without accommodation/ }), '650');
      await typeInto(page.getByRole('textbox', { name: /^Spots without accommodation/ }), '6');
      // Choosing a way with accommodation adds no empty option to the list; going on without one is refused.
      expect(await page.getByRole('list', { name: 'Accommodation options' }).getByRole('listitem').count()).toBe(0);
      expect(await page.getByText('Untitled').count()).toBe(0);
      await page.getByRole('button', { name: 'Save & Next' }).click();
      await page.getByText('Please add at least one accommodation option to continue.').first().waitFor();
      await page.getByRole('button', { name: 'Add accommodation option' }).click();
      const option = page.getByRole('dialog', { name: /^Accommodation option/ });
      await typeInto(option.getByRole('textbox', { name: /^Name/ }), 'Garden room');
      await typeInto(option.getByRole('textbox', { name: /^Description/ }), 'A double room facing the garden.');
      await press(option.getByRole('radio', { name: 'Shared room' }));
      expect(await option.getByRole('textbox', { name: /^Guests per room/ }).inputValue()).toBe('2');
      await typeInto(option.getByRole('textbox', { name: /^Number of rooms/ }), '5');
      await typeInto(option.getByRole('textbox', { name: /^Price per room/ }), '1800');
      await uploadImage(page, option.locator('input[type=file]').first(), 'garden-room.png', 1400);
      await option.getByRole('button', { name: 'Save accommodation option' }).click();
      await option.waitFor({ state: 'detached' });
      await page.screenshot({ path: `${SHOTS}/5-venue.png`, fullPage: true });
      await saveAndNext(page, 'Meals');
      // The option's image lies under the option's own folder (accommodations/{optionId}/…), which its delete empties.
      const publisherToken = await tokenFor(baseUrl, DEMO_PUBLISHER);
      const read = (await callJson(baseUrl, 'GET', `${TD}/retreats/${id}`, undefined, publisherToken)).data as { data: { data: { accommodation_options: Array<{ id: string; image_paths: Array<{ remoteFile: string }> }> } } };
      const [savedOption] = read.data.data.accommodation_options;
      expect(savedOption!.image_paths[0]!.remoteFile.startsWith(`${DEMO_PUBLISHER.uid}/uploads/marketplace/shop/products/${id}/accommodations/${savedOption!.id}/`)).toBe(true);

      // A reload midway keeps everything saved: the venue step still holds the size and the option.
      await page.reload();
      await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: /^5\. Venue/ }).click();
      await page.getByRole('heading', { name: 'Venue and Accommodation', level: 3 }).waitFor();
      expect(await page.getByRole('textbox', { name: /^Retreat size/ }).inputValue()).toBe('20');
      await page.getByText('Garden room').first().waitFor();
      // Opening a step changes nothing: leaving it asks no unsaved-changes question.
      await page.getByRole('navigation', { name: 'Steps' }).getByRole('button', { name: /^6\. Meals/ }).click();
      await page.getByRole('heading', { name: 'Meals', level: 3 }).waitFor();
      expect(await page.getByText('There are unsaved changes, do you wish to discard them?').count()).toBe(0);

      // 6 Meals
      await press(page.getByRole('checkbox', { name: 'Breakfast' }));
      await press(page.getByRole('checkbox', { name: 'Vegetarian' }));
      await typeInto(page.getByRole('textbox', { name: /^Meal description/ }), 'Vegetarian breakfast and dinner from the farm garden.');
      await saveAndNext(page, 'Schedule');

      // 7 Schedule
      await typeInto(page.getByRole('textbox', { name: /^General schedule/ }), 'Sitting at seven, breakfast, a walk, rest, sitting again before dinner.');
      await saveAndNext(page, 'Inclusions and Requirements');

      // 8 Inclusions
      const firstInclusion = page.getByRole('button', { name: 'Edit Inclusion 1', exact: true });
      if ((await firstInclusion.count()) > 0) await addItem(page, 'Edit Inclusion 1', { '': 'Four nights and all meals' }, 'Save inclusion');
      else await addItem(page, 'Add inclusion', { '': 'Four nights and all meals' }, 'Save inclusion');
      await saveAndNext(page, 'Testimonials');

      // 9 Testimonials (optional)
      await saveAndNext(page, 'Photos and Videos');

      // 10 Photos: the hero image cropped three ways.
      await uploadImage(page, page.locator('form').first().locator('input[type=file]').first(), 'hero.png', 1600);
      await saveAndNext(page, 'Payment terms');

      // 11 Payment terms
      await page.getByLabel(/^Balance due/).selectOption({ label: '30 days' });
      await saveAndNext(page, 'FAQs');

      // 12 FAQs (optional)
      await saveAndNext(page, 'Review and Submit');

      // 13 Review: the summary, the permission box, Submit and its confirmation.
      await page.screenshot({ path: `${SHOTS}/13-review.png`, fullPage: true });
      expect(await page.getByRole('button', { name: 'Save & Finish Later' }).isVisible()).toBe(true);
      await press(page.getByRole('checkbox', { name: /give .* permission to publish/ }));
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      const confirm = page.getByRole('dialog', { name: 'Submit retreat' });
      await confirm.getByRole('button', { name: 'Submit' }).click();
      await confirm.waitFor({ state: 'detached', timeout: 90_000 });

      const adminToken = await tokenFor(baseUrl, DEMO_ADMIN);
      const stored = (await callJson(baseUrl, 'GET', `${TD}/retreats/${id}?user_id=${DEMO_PUBLISHER.uid}`, undefined, adminToken)).data as { data: { status: string; data: Record<string, unknown> } };
      expect(stored.data.status).toBe('PENDING');
      expect(stored.data.data.title).toBe('Quiet Valley Retreat');
      await page.screenshot({ path: `${SHOTS}/submitted.png`, fullPage: true });
    } catch (error) {
      await page.screenshot({ path: `${SHOTS}/failure.png`, fullPage: true });
      throw error;
    } finally {
      await context.close();
    }
  }, 900_000);
});

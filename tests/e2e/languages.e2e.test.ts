import { mkdirSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';
import { launchChromium } from './chromium';
import { signIn } from './dashboardSteps';
import { callJson, tokenFor } from './serviceCalls';

// Issue 19: the course wizard in Russian and Hindi (labels from the schema overlays, a refusal from the
// server in the chosen language), the language menu remembered per user, and Devanagari that renders.

const baseUrl = inject('baseUrl');
const skipReason = inject('skipReason');
const COURSE = 'course-calm-mornings';

/**
 * Chooses a language in the side menu's select (the one visible at this width), once the page has drawn
 * its own menu: a choice made while the page still loads the user's saved language is overtaken by it.
 * Asked again if the first choice was overtaken all the same (seen once on a loaded machine).
 */
async function chooseLanguage(page: Page, locale: string, mainMenu: string) {
  await page.getByRole('navigation').first().waitFor();
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  const menu = page.getByRole('navigation', { name: mainMenu });
  for (let attempt = 0; attempt < 2; attempt++) {
    await page.getByRole('combobox').locator('visible=true').first().selectOption(locale);
    if (await menu.waitFor({ timeout: 10_000 }).then(() => true, () => false)) return;
  }
  await menu.waitFor();
}

/**
 * Opens the published seed course and saves its details while the request is changed on the way to a
 * title the server refuses: the browser's own check passes, so the message on screen is the server's.
 */
async function saveRefusedByServer(page: Page, titleLabel: RegExp) {
  await page.route(`**/publishers/courses/${COURSE}/steps/details`, async (route) => {
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, title: 'Short' }) });
  });
  const title = page.getByRole('textbox', { name: titleLabel });
  await expect.poll(() => title.inputValue()).not.toBe('');
  await title.press('End');
  await title.pressSequentially(' ');
  return title;
}

describe.skipIf(skipReason !== '')('the dashboard in nine languages (Chromium against npm start)', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(20_000);
    mkdirSync('test-results', { recursive: true });
    await signIn(page, baseUrl, DEMO_PUBLISHER);
  });

  afterEach(async (context) => {
    if (context.task.result?.state === 'fail') await page.screenshot({ path: `test-results/e2e-languages-failure-${context.task.id}.png`, fullPage: true });
    await page.unrouteAll();
  });

  afterAll(async () => {
    // Leave the demo publisher in English for the other browser tests: the saved choice, set directly (the
    // screens were already exercised above, and a cleanup must not depend on a page settling).
    const token = await tokenFor(baseUrl, DEMO_PUBLISHER);
    const saved = await callJson(baseUrl, 'PATCH', `/api/docs/users/${DEMO_PUBLISHER.uid}/private/settings`, { data: { interface_language: 'en' } }, token);
    expect(saved.status).toBeLessThan(300);
    await browser?.close();
  });

  it('Russian: the menu switches the language, the course wizard shows translated labels and the server answers in Russian', async () => {
    await page.goto(`${baseUrl}/account-settings`);
    await chooseLanguage(page, 'ru', 'Главное меню');
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    await page.getByRole('heading', { name: 'Настройки аккаунта' }).waitFor();

    await page.goto(`${baseUrl}/course/edit/${COURSE}`);
    await page.getByRole('button', { name: '1. Подробности' }).waitFor();
    await page.getByRole('textbox', { name: /^Подзаголовок/ }).waitFor();
    await saveRefusedByServer(page, /^Название( \*)?$/);
    await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
    await page.getByText('Название должно содержать не менее 10 символов').first().waitFor();
    await page.screenshot({ path: 'test-results/e2e-languages-ru-1280.png', fullPage: true });
  });

  it('the choice is remembered on the server: a new browser context signs in straight into Russian', async () => {
    const fresh = await browser.newPage({ viewport: { width: 390, height: 844 } });
    try {
      await signIn(fresh, baseUrl, DEMO_PUBLISHER);
      await fresh.getByRole('button', { name: 'Меню' }).waitFor();
      expect(await fresh.locator('html').getAttribute('lang')).toBe('ru');
    } finally {
      await fresh.close();
    }
  });

  it('Hindi: translated labels, a translated server refusal, and Devanagari drawn with real glyphs', async () => {
    await page.goto(`${baseUrl}/account-settings`);
    await chooseLanguage(page, 'hi', 'मुख्य मेनू');
    await page.goto(`${baseUrl}/course/edit/${COURSE}`);
    await page.getByRole('button', { name: '1. विवरण' }).waitFor();
    await saveRefusedByServer(page, /^शीर्षक( \*)?$/);
    await page.getByRole('button', { name: 'सहेजें और आगे बढ़ें' }).click();
    await page.getByText('शीर्षक कम से कम 10 अक्षरों का होना चाहिए').first().waitFor();

    // Tofu would draw every Devanagari letter as the same box: real glyphs have different widths, and
    // the self-hosted face is the one that loaded for them.
    const fonts = await page.evaluate(async () => {
      const loaded = await document.fonts.load('16px "Noto Sans Devanagari"', 'शीर्षक');
      const canvas = document.createElement('canvas').getContext('2d')!;
      canvas.font = `16px ${getComputedStyle(document.body).fontFamily}`;
      const widths = ['क', 'ि', 'ष', 'ॐ', 'ञ'].map((letter) => Math.round(canvas.measureText(letter).width * 100));
      return { faces: loaded.map((face) => face.family), distinctWidths: new Set(widths).size, family: getComputedStyle(document.body).fontFamily };
    });
    expect(fonts.faces).toContain('Noto Sans Devanagari');
    expect(fonts.family).toContain('Noto Sans Devanagari');
    expect(fonts.distinctWidths).toBeGreaterThan(2);
    await page.screenshot({ path: 'test-results/e2e-languages-hi-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/e2e-languages-hi-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
  });
});

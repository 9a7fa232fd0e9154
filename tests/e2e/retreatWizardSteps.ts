import type { Locator, Page } from 'playwright-core';
import { gradientPng } from './fixtures/png';

// Filling the retreat wizard's 13 steps by hand in Chromium, as a publisher does: typing, Space on
// switches and boxes, the venue drawer, the item editors, the date pickers, the image cropper.

const form = (page: Page) => page.locator('form').first();

/** Save & Next, then waits for the next step's heading. */
export async function saveAndNext(page: Page, nextHeading: string): Promise<void> {
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('heading', { name: nextHeading, level: 3 }).first().waitFor({ timeout: 60_000 });
}

/** Focuses a control and presses Space (switches, boxes, radios): the keyboard path. */
export async function press(target: Locator, key = 'Space'): Promise<void> {
  await target.focus();
  await target.press(key);
}

/** Types into a text box from the keyboard. */
export async function typeInto(box: Locator, text: string): Promise<void> {
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.pressSequentially(text, { delay: 0 });
}

/** One row of an item list: Add (or Edit on a row) → the item editor → its fields typed → Save. */
export async function addItem(page: Page, addLabel: string, fields: Record<string, string>, saveLabel: string): Promise<void> {
  await page.getByRole('button', { name: addLabel, exact: true }).click();
  const editor = page.getByRole('dialog').last();
  // A field named '' is the editor's first text box (a list of single texts).
  for (const [label, value] of Object.entries(fields)) await typeInto(label ? editor.getByRole('textbox', { name: new RegExp(`^${label}`) }) : editor.getByRole('textbox').first(), value);
  await editor.getByRole('button', { name: saveLabel }).click();
  await editor.waitFor({ state: 'detached' });
}

/** Picks a day in a Mantine date picker: `monthsAhead` pages forward, then the day of that month. */
export async function pickDate(page: Page, button: Locator, monthsAhead: number, day: number): Promise<void> {
  // The calendar picked from just before is still closing (its transition keeps it in the page for a moment):
  // an arrow clicked then turned the closing calendar, and the end date landed a month short of the start.
  const nextArrows = page.locator('[data-direction="next"]');
  await nextArrows.first().waitFor({ state: 'detached' });
  await button.click();
  for (let i = 0; i < monthsAhead; i++) await nextArrows.first().click();
  await page.locator(`td button[aria-label^="${day} "]:not([data-outside])`).first().click();
}

/** Uploads a generated PNG through a file input and saves the three crops. */
export async function uploadImage(page: Page, fileInput: Locator, name: string, side = 1600): Promise<void> {
  await fileInput.setInputFiles({ name, mimeType: 'image/png', buffer: gradientPng(side, side) });
  const cropper = page.getByRole('dialog', { name: 'Crop image' });
  await cropper.waitFor();
  const save = cropper.getByRole('button', { name: 'Save', exact: true });
  await save.waitFor();
  for (let i = 0; i < 100 && !(await save.isEnabled()); i++) await page.waitForTimeout(200);
  await save.click();
  await cropper.waitFor({ state: 'detached', timeout: 60_000 });
}

export { form };

import type { Page } from 'playwright-core';
import { DEMO_ADMIN, DEMO_NEW_USER, DEMO_PUBLISHER } from '../../src/server/seed/demoAccounts';

/**
 * Text that is data, not interface: the demo accounts' names, initials and e-mails, the language names
 * (each written in itself on purpose) and the product's own name.
 */
export const PSEUDO_WALK_DATA = [
  ...[DEMO_PUBLISHER, DEMO_ADMIN, DEMO_NEW_USER].map((account) => account.email),
  'Demo Teacher',
  'D',
  'English',
  'Português (Brasil)',
  'Español',
  'Deutsch',
  'Français',
  'Русский',
  'Nederlands',
  'Italiano',
  'हिन्दी',
];

/**
 * Visible text nodes with a letter in them that no ⟦…⟧ encloses (also across sibling nodes of one
 * message), plus visible placeholders and aria-labels that are not wrapped. Text inside an element marked
 * `data-user-content` (a title the publisher typed, a seeded demo item's name) is data and skipped.
 */
export async function unwrappedTexts(page: Page, data: readonly string[] = PSEUDO_WALK_DATA): Promise<string[]> {
  // No named helpers inside the page function: tsx's keepNames would wrap them in a __name() the page lacks.
  return page.evaluate((dataList) => {
    const found: string[] = [];
    const candidates: Array<{ element: Element; text: string; attribute?: string }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (node.parentElement && /\p{L}/u.test(text) && !dataList.includes(text)) candidates.push({ element: node.parentElement, text });
    }
    for (const element of document.querySelectorAll('[placeholder],[aria-label]')) {
      for (const attribute of ['placeholder', 'aria-label']) {
        const value = element.getAttribute(attribute)?.trim() ?? '';
        if (/\p{L}/u.test(value) && !dataList.includes(value)) candidates.push({ element, text: value, attribute });
      }
    }
    for (const { element, text, attribute } of candidates) {
      // A textarea's text is what was typed (its value), not interface text.
      if (element.closest('script,style,textarea,[hidden],[aria-hidden="true"],[data-user-content]')) continue;
      // Dates, times and ranges formatted by Intl for the language on screen ('Nov 3', 'Feb 7, 2027 – Feb 9, 2027',
      // 'Dec 1, 2026, 6:49 AM', 'Monday 6:49 PM') are data.
      if (!attribute && /^(?:[A-Z][a-z]{2} \d{1,2}(?:, \d{4})?(?:, \d{1,2}:\d{2}\s[AP]M)?(?: – |$))+$/.test(`${text}`)) continue;
      if (!attribute && /^[A-Z][a-z]+day \d{1,2}:\d{2}\s[AP]M$/.test(text)) continue;
      // So are relative times from Intl.RelativeTimeFormat ('42 min. ago', '1 day ago').
      if (!attribute && /^\d+ (?:sec|min|hr|day|days|wk|wks|mo|yr)\.? ago$/.test(text)) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      // What is left once every marked message is taken out must be numbers and punctuation ('1. ⟦Details⟧').
      // Marks nest (a message inside a message: '⟦Show ⟦Revenue⟧ as⟧'): take them out from the inside.
      // A message shortened for room ('⟦Published: Deep…', a chart marker's label) lost its closing mark.
      let outside = /^⟦[^⟧]*…$/.test(text) ? `${text}⟧` : text;
      for (let before = ''; before !== outside; ) {
        before = outside;
        outside = outside.replace(/⟦[^⟦⟧]*⟧/g, '');
      }
      if (!/\p{L}/u.test(outside)) continue;
      if (attribute) {
        found.push(`${attribute}="${text}"`);
        continue;
      }
      const around = element.textContent ?? '';
      const inMarkedParent = around.includes('⟦') && around.indexOf('⟦') <= around.indexOf(text) && around.lastIndexOf('⟧') >= around.indexOf(text) + text.length - 1;
      if (!inMarkedParent) found.push(text);
    }
    return [...new Set(found)];
  }, [...data]);
}

import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** One accessibility finding that matters: impact serious or critical (the issue's bar). */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  /** CSS selectors of up to five offending nodes, enough to find them. */
  targets: string[];
}

// axe-core ships a browser bundle; it is injected into the page, never bundled into the app.
const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * The product's Content-Security-Policy forbids inline scripts, which is what addScriptTag adds: pages
 * that run axe come from a context opened with these options (`browser.newContext(AXE_CONTEXT)` or
 * `browser.newPage({ ...AXE_CONTEXT, viewport })`). Only the injected checker is let through; the app's
 * own code runs as it always does.
 */
export const AXE_CONTEXT = { bypassCSP: true } as const;

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.0/2.1 A and AA rules) over the page as it stands and returns only the serious and
 * critical violations. `exclude` lists selectors of regions another check owns (none by default).
 */
export async function seriousAxeViolations(page: Page, exclude: string[] = []): Promise<AxeFinding[]> {
  const injected = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!injected) {
    await page.addScriptTag({ path: axeSource }).catch((error: unknown) => {
      throw new Error(`axe-core could not be injected (open the page with AXE_CONTEXT, the CSP blocks inline scripts): ${String(error)}`);
    });
  }
  const violations = await page.evaluate(async (excluded) => {
    const axe = (window as unknown as { axe: AxeRunner }).axe;
    const context = excluded.length > 0 ? { exclude: excluded.map((selector) => [selector]) } : document;
    const result = await axe.run(context, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  }, exclude);
  return violations.filter((v) => BLOCKING_IMPACTS.has(v.impact));
}

/** One line per finding, for an assertion message a person can act on. */
export function describeFindings(findings: AxeFinding[]): string {
  return findings.map((f) => `${f.impact} ${f.id}: ${f.help} — ${f.targets.join(' | ')}`).join('\n');
}

// The slice of axe's API this helper uses; the page runs it, so the types stay local.
interface AxeRunner {
  run(
    context: unknown,
    options: unknown,
  ): Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: string[] }[] }[] }>;
}

/**
 * Whether the page scrolls sideways: the document's scrollWidth beyond its clientWidth, with the widest
 * elements that stick out named so a failure says where to look.
 */
export async function horizontalOverflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clientWidth = root.clientWidth;
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.right > clientWidth + 1 && rect.width > 0 && culprits.length < 5) {
        const cls = typeof el.className === 'string' ? el.className.split(' ')[0] : '';
        culprits.push(`${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} right=${Math.round(rect.right)}`);
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth, culprits };
  });
}

import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; never a downloaded browser. CHROMIUM_PATH overrides it for other distributions. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Flags that keep Chromium headless, quiet and offline (DESIGN §10). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Why the browser tests cannot run here, or null when they can. Under CI a missing Chromium is an
 * error, not a reason to skip: CI must prove the browser path.
 */
export function chromiumUnavailableReason(): string | null {
  if (existsSync(CHROMIUM_PATH)) return null;
  const reason = `Chromium not found at ${CHROMIUM_PATH} (install Debian's chromium package or set CHROMIUM_PATH)`;
  if (process.env.CI === 'true') throw new Error(`CI=true requires the browser tests: ${reason}`);
  return reason;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
}

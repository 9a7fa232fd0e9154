import { it } from 'vitest';

/**
 * `it` for a case the backend under test may not be able to serve: with a reason, the case is skipped and
 * the reason is put in its name, so every report says what did not run and why; without one, it runs.
 */
export function itUnless(reason: string | undefined): (title: string, fn: () => Promise<void>) => void {
  return reason ? (title, fn) => it.skip(`${title} [skipped: ${reason}]`, fn) : (title, fn) => it(title, fn);
}

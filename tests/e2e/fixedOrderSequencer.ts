import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Route walks that check every page (axe, overflow at 390 px, the pseudo-locale) run last, when the other
 * browser tests have filled the shared server with more data: more pages of tracks, events of every
 * status, markers on the charts. They found real faults that way which an empty demo account hides.
 */
const WALKS_LAST = ['a11y', 'phoneOverflow', 'pseudoLocale'];

/**
 * Browser test files share one server, so the order they run in is part of what they test. Vitest's own
 * order depends on the results cache (slowest and failed first on a machine that has one, largest file
 * first on a clean clone): a CI failure did not reproduce locally. This order is the same everywhere.
 */
export class FixedOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => WALKS_LAST.findIndex((walk) => file.moduleId.endsWith(`/${walk}.e2e.test.ts`));
    return [...files].sort((a, b) => rank(a) - rank(b) || a.moduleId.localeCompare(b.moduleId));
  }
}

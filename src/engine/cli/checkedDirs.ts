/** Folders the CLIs read schemas from, relative to the root: the real schemas and the test fixtures. */
export const CHECKED_DIRS = ['schemas', 'tests/fixtures/wizards'];

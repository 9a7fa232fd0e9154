import { readFileSync, writeFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { courseWizardDoc } from '../../src/features/courses/wizard/courseWizardDoc';

const PATH = 'docs/course-wizard.md';

it('docs/course-wizard.md is the document generated from the course schemas', () => {
  const generated = courseWizardDoc(compileWizard(loadSchemasFromDisk(), 'course'));
  if (process.env.UPDATE_DOCS === '1') writeFileSync(PATH, generated);
  expect(readFileSync(PATH, 'utf8'), 'stale: run UPDATE_DOCS=1 npx vitest run tests/server/coursesDoc.test.ts').toBe(generated);
  for (const message of ['Please add a title', 'Your course must have at least 2 lessons', 'Please ensure that the publish date is selected.']) {
    expect(generated).toContain(message);
  }
});

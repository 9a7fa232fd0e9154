import { describe, expect, it } from 'vitest';
import { loadSchemasFromDisk } from '../loadSchemasFromDisk';
import { registeredNameProblems } from './registeredNameProblems';

const source = loadSchemasFromDisk(process.cwd(), ['schemas']);
const COURSE = 'schemas/wizards/course/wizard.json';
const names = { derive: ['courseTopicFlags', 'coursePromoMedia', 'coursePublishAfter'], sideCollections: ['course-lessons'], statusPolicies: ['libraryItem'], outcomes: ['onlyFieldsChanged'] };

describe('registeredNameProblems', () => {
  it('accepts the course manifest against what the course registers', () => {
    expect(registeredNameProblems({ [COURSE]: source[COURSE] }, names)).toEqual([]);
  });

  it('locates an outcome no code implements', () => {
    const shapes = 'tests/fixtures/wizards/shapes/wizard.json';
    const withFixtures = loadSchemasFromDisk(process.cwd(), ['schemas', 'tests/fixtures/wizards']);
    const manifest = { ...(withFixtures[shapes] as object), storage: undefined, steps: [], outcomes: [{ name: 'snipetOnly', call: 'x' }] };
    expect(registeredNameProblems({ [shapes]: manifest }, names).map((p) => p.message)).toEqual([
      'no save outcome is registered as "snipetOnly" (known: onlyFieldsChanged)',
    ]);
  });

  it('locates a misspelt hook, collection and policy with what is known', () => {
    const manifest = structuredClone(source[COURSE]) as { storage: { statusPolicy: string }; steps: Array<{ derive?: string[]; sideCollections?: Record<string, string> }> };
    manifest.storage.statusPolicy = 'libraryItems';
    const withDerive = manifest.steps.findIndex((step) => step.derive);
    manifest.steps[withDerive]!.derive = ['courseTopicFlag'];
    const withList = manifest.steps.findIndex((step) => step.sideCollections);
    manifest.steps[withList]!.sideCollections = { lessons: 'course-lesson' };
    const problems = registeredNameProblems({ [COURSE]: manifest }, names);
    expect(problems.map((p) => `${p.pointer}: ${p.message}`)).toEqual([
      '/storage/statusPolicy: no status policy is registered as "libraryItems" (known: libraryItem)',
      `/steps/${withDerive}/derive/0: no derive hook is registered as "courseTopicFlag" (known: courseTopicFlags, coursePromoMedia, coursePublishAfter)`,
      `/steps/${withList}/sideCollections/lessons: no side collection is registered as "course-lesson" (known: course-lessons)`,
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { compileWizard } from '../../src/engine/compileWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import { PROJECT_ROOT } from '../../src/engine/validation/testing/keywordHarness';
import { fixtureTable } from './fixtureTable';
import { withoutMessageKeys } from '../../src/engine/validation/testing/withoutMessageKeys';

const source = loadSchemasFromDisk(PROJECT_ROOT, ['schemas', 'tests/fixtures/wizards']);
const wizard = compileWizard(source, 'fixture');

describe('the fixture wizard compiled at run time', () => {
  it('lists the manifest steps with their flags and own fields', () => {
    expect(wizard.steps.map(({ key, optional, review, fields }) => ({ key, optional, review, fields }))).toEqual([
      { key: 'details', optional: false, review: false, fields: ['title', 'summary', 'categories', 'lang'] },
      { key: 'media', optional: false, review: false, fields: ['image', 'audio', 'video', 'hashtags'] },
      { key: 'rooms', optional: true, review: false, fields: ['maximum_number_of_attendees', 'accommodation_options'] },
      { key: 'review', optional: false, review: true, fields: [] },
    ]);
    expect(wizard.stepFields('media')).toEqual(['image', 'audio', 'video', 'hashtags']);
    expect(wizard).toMatchObject({ id: 'fixture', title: 'Fixture', submit: { requiresValidated: 'allRequired' } });
  });

  it.each(fixtureTable)('%s: %s', (key, _name, data, expected) => {
    expect(withoutMessageKeys(wizard.validateStep(key, data))).toEqual(expected);
  });

  it('validates only the step’s own fields, so the whole wizard data can be passed', () => {
    const all = { title: 'Morning calm for busy people', categories: ['sleep'], lang: { iso_639_1: 'en', name: 'English' }, image: 'not a file' };
    expect(wizard.validateStep('details', all)).toEqual([]);
    expect(wizard.validateStep('media', all)).toEqual([{ pointer: '/image', message: 'must be object', keyword: 'type' }]);
  });

  it('inlines every $ref for the renderer, keeping titles, messages and UI hints', () => {
    const details = wizard.steps[0]!.schema as { properties: Record<string, Record<string, unknown>> };
    expect(JSON.stringify(details)).not.toContain('$ref');
    expect(details.properties.lang).toMatchObject({ title: 'Language', type: 'object', required: ['iso_639_1', 'name'] });
    expect(details.properties.categories).toMatchObject({ minItems: 1, 'x-ui': { widget: 'chips' } });
    expect((details.properties.categories!.items as { oneOf: { const: string; title: string }[] }).oneOf).toHaveLength(21);
  });

  it('has a version that changes with a limit and not with key order', () => {
    const edited = structuredClone(source);
    const details = edited['tests/fixtures/wizards/fixture/steps/details.schema.json'] as { properties: { title: { maxLength: number } } };
    details.properties.title.maxLength = 60;
    expect(compileWizard(edited, 'fixture').version).not.toBe(wizard.version);
    const reordered = structuredClone(source);
    const manifestPath = 'tests/fixtures/wizards/fixture/wizard.json';
    reordered[manifestPath] = Object.fromEntries(Object.entries(reordered[manifestPath] as object).reverse());
    expect(compileWizard(reordered, 'fixture').version).toBe(wizard.version);
  });

  it('rejects unknown steps and wizards by name', () => {
    expect(() => wizard.validateStep('nope', {})).toThrow('Wizard "fixture" has no step "nope"');
    expect(() => compileWizard(source, 'missing')).toThrow('No wizard "missing"');
  });
});

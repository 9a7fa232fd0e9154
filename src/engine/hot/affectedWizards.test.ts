import { describe, expect, it } from 'vitest';
import { affectedWizards, changedPaths, wizardFiles } from './affectedWizards';
import { applySchemaUpdate } from './schemaUpdate';

// Two wizards sharing a $defs file; one step reaches a second shared file through the first.
const source = {
  'schemas/meta/step.schema.json': { type: 'object' },
  'schemas/common/text.schema.json': { $defs: { noEmoji: { $ref: './words.schema.json#/$defs/word' } } },
  'schemas/common/words.schema.json': { $defs: { word: { type: 'string' } } },
  'schemas/common/tags.schema.json': { $defs: { tag: { type: 'string' } } },
  'schemas/wizards/alpha/wizard.json': {
    $schema: '../../meta/wizard.schema.json',
    id: 'alpha',
    steps: [
      { key: 'details', schema: './steps/details.schema.json', complete: './steps/details.complete.schema.json' },
      { key: 'review', review: true, submitSchema: './steps/review.submit.schema.json' },
    ],
  },
  'schemas/wizards/alpha/steps/details.schema.json': { properties: { title: { $ref: '../../../common/text.schema.json#/$defs/noEmoji' } } },
  'schemas/wizards/alpha/steps/details.complete.schema.json': { required: ['title'] },
  'schemas/wizards/alpha/steps/review.submit.schema.json': { required: ['title'] },
  'schemas/wizards/beta/wizard.json': { id: 'beta', steps: [{ key: 'tags', schema: './steps/tags.schema.json' }] },
  'schemas/wizards/beta/steps/tags.schema.json': { properties: { tags: { items: { $ref: '../../../common/tags.schema.json#/$defs/tag' } } } },
};
const edit = (path: string, value: unknown) => ({ ...source, [path]: value });

describe('which wizards a schema change touches', () => {
  it('a wizard is compiled from its manifest, every file it names and every file those $ref, transitively (not its $schema)', () => {
    expect([...wizardFiles(source, 'alpha')].sort()).toEqual([
      'schemas/common/text.schema.json',
      'schemas/common/words.schema.json',
      'schemas/wizards/alpha/steps/details.complete.schema.json',
      'schemas/wizards/alpha/steps/details.schema.json',
      'schemas/wizards/alpha/steps/review.submit.schema.json',
      'schemas/wizards/alpha/wizard.json',
    ]);
    expect([...wizardFiles(source, 'beta')].sort()).toEqual(['schemas/common/tags.schema.json', 'schemas/wizards/beta/steps/tags.schema.json', 'schemas/wizards/beta/wizard.json']);
  });

  it('an edited step touches its own wizard only', () => {
    const after = edit('schemas/wizards/alpha/steps/details.schema.json', { properties: { title: { type: 'string', minLength: 12 } } });
    const changed = changedPaths(source, after);
    expect(changed).toEqual(['schemas/wizards/alpha/steps/details.schema.json']);
    expect(affectedWizards(source, after, changed)).toEqual(['alpha']);
  });

  it('a shared file touches every wizard reaching it, however many $refs away', () => {
    const after = edit('schemas/common/words.schema.json', { $defs: { word: { type: 'string', maxLength: 3 } } });
    expect(affectedWizards(source, after, changedPaths(source, after))).toEqual(['alpha']);
    const tags = edit('schemas/common/tags.schema.json', { $defs: { tag: { type: 'string', pattern: '^#' } } });
    expect(affectedWizards(source, tags, changedPaths(source, tags))).toEqual(['beta']);
  });

  it('a $ref added by the change counts: the wizard now uses the file', () => {
    const after = edit('schemas/wizards/beta/steps/tags.schema.json', { properties: { title: { $ref: '../../../common/words.schema.json#/$defs/word' } } });
    const changed = changedPaths(source, after);
    expect(affectedWizards(source, after, changed)).toEqual(['beta']);
    expect(affectedWizards(after, edit('schemas/common/words.schema.json', {}), ['schemas/common/words.schema.json'])).toEqual(['alpha', 'beta']);
  });

  it('an added wizard and a removed one are touched; meta-schemas and unused files touch none', () => {
    const added = { ...source, 'schemas/wizards/gamma/wizard.json': { id: 'gamma', steps: [] } };
    expect(affectedWizards(source, added, changedPaths(source, added))).toEqual(['gamma']);
    const { 'schemas/wizards/beta/wizard.json': _removed, ...withoutBeta } = source;
    expect(affectedWizards(source, withoutBeta, changedPaths(source, withoutBeta))).toEqual(['beta']);
    const meta = edit('schemas/meta/step.schema.json', { type: 'object', title: 'Step' });
    expect(affectedWizards(source, meta, changedPaths(source, meta))).toEqual([]);
  });

  it('only contents count (whitespace is gone once parsed); keys moved around count as a change, costing one recompile', () => {
    const reordered = edit('schemas/wizards/beta/wizard.json', { steps: [{ schema: './steps/tags.schema.json', key: 'tags' }], id: 'beta' });
    expect(changedPaths(source, reordered)).toEqual(['schemas/wizards/beta/wizard.json']);
    expect(changedPaths(source, { ...source })).toEqual([]);
    expect(affectedWizards(source, source, [])).toEqual([]);
  });

  it('the browser applies an update as a new source object: new contents in, removed paths out', () => {
    const next = applySchemaUpdate(source, { files: { 'schemas/common/tags.schema.json': { $defs: {} } }, removed: ['schemas/common/words.schema.json'], affected: ['alpha', 'beta'] });
    expect(next).not.toBe(source);
    expect(next['schemas/common/tags.schema.json']).toEqual({ $defs: {} });
    expect(Object.hasOwn(next, 'schemas/common/words.schema.json')).toBe(false);
    expect(Object.hasOwn(source, 'schemas/common/words.schema.json')).toBe(true);
  });
});

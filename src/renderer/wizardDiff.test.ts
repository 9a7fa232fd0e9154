import { describe, expect, it } from 'vitest';
import { describeValue, diffWizardData, sameValue } from './wizardDiff';

// A wizard's compiled steps as the diff reads them: titles, choices (oneOf const/title), files, item lists.
const steps = [
  {
    key: 'about',
    title: 'About',
    schema: {
      properties: {
        name: { title: 'Name', type: 'string' },
        kind: { title: 'Kind', type: 'string', oneOf: [{ const: 'A', title: 'First kind' }, { const: 'B', title: 'Second kind' }] },
        tags: { title: 'Tags', type: 'array', items: { type: 'string', oneOf: [{ const: 'x', title: 'Ex' }, { const: 'y', title: 'Why' }] } },
        secret: { title: 'Secret', type: 'string', 'x-ui': { widget: 'hidden' } },
      },
    },
  },
  {
    key: 'media',
    title: 'Media',
    schema: { properties: { picture: { title: 'Picture', type: 'object', properties: { fileName: { type: 'string' } } } } },
  },
  {
    key: 'parts',
    title: 'Parts',
    schema: {
      properties: {
        parts: {
          title: 'Parts',
          type: 'array',
          items: { type: 'object', properties: { id: { type: 'string' }, title: { title: 'Heading', type: 'string' }, body: { title: 'Body', type: 'string' } } },
        },
      },
    },
  },
  { key: 'review', title: 'Review', review: true, schema: {} },
];

const base = {
  name: 'Old name',
  kind: 'A',
  tags: ['x'],
  secret: 's1',
  picture: { fileName: 'old.png', url: '/a' },
  parts: [
    { id: 'p1', title: 'One', body: 'first' },
    { id: 'p2', title: 'Two', body: 'second' },
  ],
};

describe('diffWizardData', () => {
  it('finds nothing when both versions hold the same data, whatever the key order', () => {
    const reordered = { ...base, picture: { url: '/a', fileName: 'old.png' } };
    expect(diffWizardData(steps, base, reordered)).toEqual([]);
  });

  it('names each changed field by its schema title and shows choices by their labels', () => {
    const changed = diffWizardData(steps, base, { ...base, name: 'New name', kind: 'B', tags: ['x', 'y'] });
    expect(changed).toEqual([
      {
        key: 'about',
        title: 'About',
        changes: [
          { field: 'name', title: 'Name', before: 'Old name', after: 'New name' },
          { field: 'kind', title: 'Kind', before: 'First kind', after: 'Second kind' },
          { field: 'tags', title: 'Tags', before: 'Ex', after: 'Ex, Why' },
        ],
      },
    ]);
  });

  it('shows files by their file names and leaves hidden fields out', () => {
    const changed = diffWizardData(steps, base, { ...base, secret: 's2', picture: { fileName: 'new.png', url: '/b' } });
    expect(changed).toEqual([{ key: 'media', title: 'Media', changes: [{ field: 'picture', title: 'Picture', before: 'old.png', after: 'new.png' }] }]);
  });

  it('lists items added, removed and changed (with the titles of their changed fields), matched by id', () => {
    const parts = [
      { id: 'p2', title: 'Two, renamed', body: 'second' },
      { id: 'p3', title: 'Three', body: 'third' },
    ];
    const [step] = diffWizardData(steps, base, { ...base, parts });
    expect(step?.changes[0]?.items).toEqual([
      { kind: 'changed', label: 'Two, renamed', fields: ['Heading'] },
      { kind: 'added', label: 'Three', fields: [] },
      { kind: 'removed', label: 'One', fields: [] },
    ]);
  });

  it("names items the screen's way when it gives an item label", () => {
    const parts = [base.parts[0], { ...base.parts[1], body: 'changed' }];
    const [step] = diffWizardData(steps, base, { ...base, parts }, { itemLabel: (item, index) => `No. ${index + 1}: ${String(item.title)}` });
    expect(step?.changes[0]?.items).toEqual([{ kind: 'changed', label: 'No. 2: Two', fields: ['Body'] }]);
  });

  it('counts a field added where there was none as a change from empty', () => {
    const { name: _dropped, ...withoutName } = base;
    const [step] = diffWizardData(steps, withoutName, base);
    expect(step?.changes).toEqual([{ field: 'name', title: 'Name', before: '', after: 'Old name' }]);
  });
});

describe('sameValue and describeValue', () => {
  it('treat absent, null, empty text and empty lists as the same nothing', () => {
    expect(sameValue(undefined, '')).toBe(true);
    expect(sameValue(null, [])).toBe(true);
    expect(sameValue('a', 'b')).toBe(false);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
  });

  it('describe a language-like choice object by its name', () => {
    expect(describeValue(undefined, { iso_639_1: 'en', name: 'English' })).toBe('English');
  });
});

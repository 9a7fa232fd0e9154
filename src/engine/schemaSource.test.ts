import { describe, expect, it } from 'vitest';
import { readPointer, resolveRef } from './schemaSource';

describe('resolveRef', () => {
  it('resolves relative file paths like the file system does', () => {
    expect(resolveRef('schemas/wizards/course/steps/details.schema.json', '../../../common/text.schema.json#/$defs/noEmoji')).toEqual({
      path: 'schemas/common/text.schema.json',
      pointer: '/$defs/noEmoji',
    });
  });

  it('resolves a local reference to the same file', () => {
    expect(resolveRef('schemas/common/media.schema.json', '#/$defs/file')).toEqual({ path: 'schemas/common/media.schema.json', pointer: '/$defs/file' });
  });
});

describe('readPointer', () => {
  const doc = { $defs: { 'a/b': { x: [1, 2] }, 'c~d': 3 } };
  it('follows escaped segments and array indexes', () => {
    expect(readPointer(doc, '/$defs/a~1b/x/1')).toBe(2);
    expect(readPointer(doc, '/$defs/c~0d')).toBe(3);
    expect(readPointer(doc, '')).toBe(doc);
  });
  it('returns undefined for a path that leads nowhere', () => {
    expect(readPointer(doc, '/$defs/nope')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { dropEmptyObjects } from './dropEmptyObjects';

describe('dropEmptyObjects', () => {
  it('sends an object field that holds only empty objects as cleared', () => {
    expect(dropEmptyObjects({ venue: { region: {} }, size: 3 })).toEqual({ venue: undefined, size: 3 });
    expect(dropEmptyObjects({ venue: {} })).toEqual({ venue: undefined });
  });

  it('keeps an object with a value, without its empty parts', () => {
    expect(dropEmptyObjects({ venue: { id: 'v1', region: {} } })).toEqual({ venue: { id: 'v1' } });
    expect(dropEmptyObjects({ venue: { id: 'v1', region: { city: 'Porto' } } })).toEqual({ venue: { id: 'v1', region: { city: 'Porto' } } });
  });

  it('leaves lists, texts and false values alone and answers the same object when nothing is empty', () => {
    const data = { links: [{}], name: '', off: false, venue: { id: 'v1' } };
    expect(dropEmptyObjects(data)).toBe(data);
  });
});

import { describe, expect, it } from 'vitest';
import { applyUpdate, deepMerge } from './applyWrite';

const parsed = (text: string) => JSON.parse(text) as Record<string, unknown>;

describe('applyUpdate', () => {
  it('writes dotted keys into nested fields, creating the missing levels', () => {
    expect(applyUpdate({ a: { keep: 1 } }, { 'a.b.c': 2, top: true })).toEqual({ a: { keep: 1, b: { c: 2 } }, top: true });
  });

  it.each(['__proto__.polluted', 'constructor.prototype.polluted', 'a.prototype', 'a.__proto__.b'])('refuses "%s" and leaves Object.prototype alone', (key) => {
    expect(() => applyUpdate({ a: {} }, { [key]: 1 })).toThrow(/cannot be used as a field name/);
    expect(Object.keys(Object.prototype)).toEqual([]);
  });

  it('never walks into inherited members such as toString', () => {
    expect(applyUpdate({}, { 'toString.x': 1 })).toEqual({ toString: { x: 1 } });
  });
});

describe('deepMerge', () => {
  it('merges nested objects and replaces arrays', () => {
    expect(deepMerge({ a: { x: 1, y: [1] } }, { a: { y: [2] } })).toEqual({ a: { x: 1, y: [2] } });
  });

  it('refuses a parsed __proto__ key instead of changing the result’s prototype', () => {
    expect(() => deepMerge({ a: 1 }, parsed('{"__proto__":{"isAdmin":true}}'))).toThrow(/"__proto__" cannot be used/);
    expect(() => deepMerge({ a: {} }, parsed('{"a":{"constructor":{"x":1}}}'))).toThrow(/"constructor" cannot be used/);
  });

  it('builds the merged objects without a prototype', () => {
    const merged = deepMerge({ a: { x: 1 } }, { a: { y: 2 } });
    expect(Object.getPrototypeOf(merged)).toBeNull();
    expect(Object.getPrototypeOf(merged.a)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { checkBodyKeys, checkJsonDepth } from './jsonBodyChecks';

describe('checkJsonDepth', () => {
  it('accepts nesting up to the limit and refuses one level more', () => {
    expect(() => checkJsonDepth('[[[1]]]', 3)).not.toThrow();
    expect(() => checkJsonDepth('[[[[1]]]]', 3)).toThrow('The request body is nested too deeply (at most 3 levels)');
    expect(() => checkJsonDepth('{"a":{"b":{"c":{}}}}', 3)).toThrow(/nested too deeply/);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    expect(() => checkJsonDepth('{"a":"[[[[{{{{\\"[[[["}', 1)).not.toThrow();
  });

  it('counts siblings by their own depth, not their sum', () => {
    expect(() => checkJsonDepth(`[${'[1],'.repeat(1000)}[1]]`, 2)).not.toThrow();
  });
});

describe('checkBodyKeys', () => {
  it.each([
    '{"__proto__":{"x":1}}',
    '{"a":[{"b":{"constructor":1}}]}',
    '[{"prototype":null}]',
    '{"\\u005f_proto__":1}',
  ])('refuses %s', (text) => {
    expect(() => checkBodyKeys(JSON.parse(text))).toThrow(/cannot be used as a field name or path segment/);
  });

  it('accepts reserved words as values and ordinary keys', () => {
    expect(() => checkBodyKeys(JSON.parse('{"name":"__proto__","list":["constructor"],"proto":{"prototypes":1}}'))).not.toThrow();
  });
});

import { describe, expect, it } from 'vitest';
import { acceptsNumberText, numberFromText } from './numberText';

describe('number text', () => {
  it.each([
    ['', true, true],
    ['-', true, true],
    ['12', true, true],
    ['-1.5', true, false],
    ['1.', true, false],
    ['1.2.3', false, false],
    ['1e3', false, false],
    ['abc', false, false],
  ])('"%s" is accepted by a decimal field: %s, by an integer field: %s', (text, decimal, integer) => {
    expect(acceptsNumberText(text, true)).toBe(decimal);
    expect(acceptsNumberText(text, false)).toBe(integer);
  });

  it.each([
    ['', undefined],
    ['-', undefined],
    ['.', undefined],
    ['1.', 1],
    ['-0.5', -0.5],
    ['500', 500],
  ])('"%s" stands for %s', (text, number) => {
    expect(numberFromText(text)).toBe(number);
  });
});

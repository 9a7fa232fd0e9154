import { describe, expect, it } from 'vitest';
import { commonRef, errorsFor } from '../testing/keywordHarness';

const rule = commonRef('text', 'notOnlyDigits');
const message = 'Text should contain at least one alphabet and not be only numbers';

describe('notOnlyDigits', () => {
  it.each(['Day 1', '7 habits', 'a', 'Ωmega 3', '', '   '])('accepts %j', (text) => {
    expect(errorsFor(rule, text)).toEqual([]);
  });

  it.each(['12345', '12 - 34', '3.14', '!!!', '２０２４'])('rejects %j with the spec message', (text) => {
    expect(errorsFor(rule, text)).toEqual([{ pointer: '/field', message, keyword: 'notOnlyDigits' }]);
  });
});

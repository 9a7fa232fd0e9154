import { describe, expect, it } from 'vitest';
import { commonRef, errorsFor } from '../testing/keywordHarness';

const rule = commonRef('text', 'noDomains');
const message = 'Domain not allowed';

describe('noDomains', () => {
  it.each(['Relax and breathe.', 'Feel calm.Then rest', 'Version 2.0 is out', 'i.e. slowly', 'e.g. yoga', 'Wait...now'])('accepts %j', (text) => {
    expect(errorsFor(rule, text)).toEqual([]);
  });

  it.each(['Find me on calm.com', 'my-site.co.uk has more', 'MYSTUDIO.YOGA', 'see insight.io!', 'www.example.org', 'write to me@calm.com'])(
    'rejects %j with the spec message',
    (text) => {
      expect(errorsFor(rule, text)).toEqual([{ pointer: '/field', message, keyword: 'noDomains' }]);
    },
  );
});

import { describe, expect, it } from 'vitest';
import { commonRef, errorsFor } from '../testing/keywordHarness';

const rule = commonRef('text', 'noLinks');
const message = 'Link not allowed';

describe('noLinks', () => {
  it.each(['Breathe in, breathe out.', 'Notes: www is a prefix', 'Ratio 16:9', 'e-mail me later', 'calm.com'])('accepts %j', (text) => {
    expect(errorsFor(rule, text)).toEqual([]);
  });

  it.each([
    'Visit https://example.com today',
    'http://calm.org',
    'ftp://files.example.net/x',
    'See www.example.com',
    'HTTPS://SHOUT.COM',
    '(www.site.io)',
  ])('rejects %j with the spec message', (text) => {
    expect(errorsFor(rule, text)).toEqual([{ pointer: '/field', message, keyword: 'noLinks' }]);
  });
});

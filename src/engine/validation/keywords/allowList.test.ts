import { describe, expect, it } from 'vitest';
import { messagesFor } from '../testing/keywordHarness';

// Retreat FAQs (spec 2): no external links, e-mails or domains, except the provider's support address.
const faqAnswer = {
  type: 'string',
  noLinks: { allow: ['{supportEmail}'] },
  noDomains: { allow: ['{supportEmail}'] },
  noEmails: { allow: ['{supportEmail}'] },
  errorMessage: { noLinks: 'Link not allowed', noDomains: 'Domain not allowed', noEmails: 'E-mail addresses are not allowed' },
};
const context = { facts: { supportEmail: 'retreats@calmplace.com' } };

describe('allow-lists on noLinks, noDomains and noEmails', () => {
  it('accepts the allowed address, in any case, and plain text', () => {
    expect(messagesFor(faqAnswer, 'Write to retreats@calmplace.com for help.', {}, context)).toEqual([]);
    expect(messagesFor(faqAnswer, 'Write to RETREATS@CALMPLACE.COM.', {}, context)).toEqual([]);
    expect(messagesFor(faqAnswer, 'Bring a warm blanket.', {}, context)).toEqual([]);
  });

  it('still refuses everything else next to the allowed address', () => {
    expect(messagesFor(faqAnswer, 'retreats@calmplace.com or me@mysite.com', {}, context)).toEqual(['Domain not allowed', 'E-mail addresses are not allowed']);
    expect(messagesFor(faqAnswer, 'See https://example.org', {}, context)).toEqual(['Link not allowed', 'Domain not allowed']);
  });

  it('allows nothing when the named fact is missing from the context', () => {
    expect(messagesFor(faqAnswer, 'Write to retreats@calmplace.com', {})).toEqual(['Domain not allowed', 'E-mail addresses are not allowed']);
  });

  it('keeps the boolean form: noEmails true refuses any address', () => {
    expect(messagesFor({ type: 'string', noEmails: true, errorMessage: { noEmails: 'No e-mails' } }, 'a.b@c.io')).toEqual(['No e-mails']);
    expect(messagesFor({ type: 'string', noEmails: true, errorMessage: { noEmails: 'No e-mails' } }, 'meet @ noon')).toEqual([]);
  });
});

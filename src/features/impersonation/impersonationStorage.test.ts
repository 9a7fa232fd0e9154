import { describe, expect, it } from 'vitest';
import { parentCookieDomain } from './impersonationStorage';
import { mayManagePaymentsWhileImpersonating } from './paymentSettingsAllowList';

describe('the impersonation cookie domain', () => {
  it.each([
    ['dashboard.example.com', 'example.com'],
    ['teach.eu.example.com', 'eu.example.com'],
    ['example.com', 'example.com'],
    ['localhost', null],
    ['127.0.0.1', null],
  ])('%s → %s', (host, domain) => expect(parentCookieDomain(host)).toBe(domain));
});

describe('Payment Settings while impersonating', () => {
  it.each([
    ['finance@demo.local', 'finance@demo.local, ops@demo.local', true],
    ['FINANCE@demo.local', 'finance@demo.local', true],
    ['admin@demo.local', 'finance@demo.local', false],
    ['admin@demo.local', '', false],
    [null, 'finance@demo.local', false],
  ])('%s with list "%s" → %s', (email, list, allowed) => expect(mayManagePaymentsWhileImpersonating(email, list)).toBe(allowed));
});

import { describe, expect, it } from 'vitest';
import { cookieDomains, hasCookie, readCookie } from './cookies';

describe('cookies', () => {
  const jar = 'hasSessionCookie=true; impersonate_token=abc%3D%3D; empty=';

  it('reads a cookie value, decoded', () => {
    expect(readCookie('impersonate_token', jar)).toBe('abc==');
    expect(readCookie('hasSessionCookie', jar)).toBe('true');
    expect(readCookie('empty', jar)).toBe('');
  });

  it('tells a missing cookie from a present one', () => {
    expect(hasCookie('hasSessionCookie', jar)).toBe(true);
    expect(hasCookie('__session', jar)).toBe(false);
    expect(hasCookie('Session', 'hasSessionCookie=true')).toBe(false);
  });

  it('lists the host and its parent domains, never a bare top-level domain', () => {
    expect(cookieDomains('dashboard.example.com')).toEqual(['dashboard.example.com', 'example.com']);
    expect(cookieDomains('example.com')).toEqual(['example.com']);
  });

  it('has no domains to try for localhost or an IP address', () => {
    expect(cookieDomains('localhost')).toEqual([]);
    expect(cookieDomains('127.0.0.1')).toEqual([]);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TokenSigner, VERIFIED_TOKENS_KEPT } from './TokenSigner';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const dataDir = mkdtempSync(join(tmpdir(), 'token-signer-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const signer = new TokenSigner(dataDir);

describe('TokenSigner.verify', () => {
  const { token } = signer.sign('id', 'user-1', 60);

  it('accepts the token exactly as signed', () => {
    expect(signer.verify(token, 'id')).toMatchObject({ purpose: 'id', sub: 'user-1' });
  });

  it('refuses a signature whose last character differs only in bits the decoder drops', () => {
    // 32 bytes take 43 base64url characters: the last one carries 2 spare bits, so index ^ 1 decodes the same.
    const last = token.at(-1)!;
    const twin = token.slice(0, -1) + ALPHABET[ALPHABET.indexOf(last) ^ 1];
    expect(Buffer.from(twin.split('.')[2]!, 'base64url')).toEqual(Buffer.from(token.split('.')[2]!, 'base64url'));
    expect(signer.verify(twin, 'id')).toBeNull();
  });

  it('refuses padding or stray characters after the signature', () => {
    for (const suffix of ['=', '==', '!', ' ']) expect(signer.verify(token + suffix, 'id')).toBeNull();
  });

  it('refuses a token of another purpose', () => {
    expect(signer.verify(token, 'session')).toBeNull();
  });
});

describe('TokenSigner.verify remembers verified tokens', () => {
  it('refuses a remembered token once it has expired', () => {
    let now = Date.now();
    const clocked = new TokenSigner(dataDir, () => now);
    const { token } = clocked.sign('id', 'user-2', 60);
    expect(clocked.verify(token, 'id')).toMatchObject({ sub: 'user-2' });
    now += 59_000;
    expect(clocked.verify(token, 'id')).toMatchObject({ sub: 'user-2' });
    now += 1_000;
    expect(clocked.verify(token, 'id')).toBeNull();
    expect(clocked.rememberedTokens).toBe(0);
  });

  it('still checks the purpose of a remembered token, and hands out a copy of its payload', () => {
    const { token } = signer.sign('session', 'user-3', 60);
    const first = signer.verify(token, 'session')!;
    first.sub = 'someone-else';
    expect(signer.verify(token, 'id')).toBeNull();
    expect(signer.verify(token, 'session')).toMatchObject({ purpose: 'session', sub: 'user-3' });
  });

  it('remembers a bounded number of tokens and verifies the forgotten ones again', () => {
    const own = new TokenSigner(dataDir);
    const tokens = Array.from({ length: VERIFIED_TOKENS_KEPT + 10 }, (_, i) => own.sign('id', `user-${i}`, 60).token);
    for (const token of tokens) expect(own.verify(token, 'id')).not.toBeNull();
    expect(own.rememberedTokens).toBe(VERIFIED_TOKENS_KEPT);
    expect(own.verify(tokens[0], 'id')).toMatchObject({ sub: 'user-0' });
  });

  it('never remembers a token signed with another key', () => {
    const other = new TokenSigner(Buffer.alloc(32, 7));
    const { token } = other.sign('id', 'user-4', 60);
    const own = new TokenSigner(dataDir);
    expect(own.verify(token, 'id')).toBeNull();
    expect(own.rememberedTokens).toBe(0);
  });
});

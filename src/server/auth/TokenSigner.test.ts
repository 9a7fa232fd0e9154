import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TokenSigner } from './TokenSigner';

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

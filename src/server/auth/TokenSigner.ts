import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { closeSync, openSync, readFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { AuthTokensPort } from '../ports/auth';
import type { UsersPort } from '../ports/users';

/** What a token is for; a token of one purpose is never accepted for another. */
export type TokenPurpose = 'custom' | 'id' | 'session' | 'file';

export const TOKEN_LIFETIME_SECONDS: Record<Exclude<TokenPurpose, 'file'>, number> = {
  custom: 5 * 60,
  id: 60 * 60,
  session: 5 * 24 * 60 * 60,
};

export interface TokenPayload {
  purpose: TokenPurpose;
  /** Subject: a user id, or for `file` tokens the file path. */
  sub: string;
  iat: number;
  exp: number;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

/** The signing key lives in the data folder, created once, so tokens outlive a restart. */
function loadSecret(dataDir: string): Buffer {
  const file = join(dataDir, 'token-secret.key');
  try {
    const fd = openSync(file, 'wx', 0o600);
    writeSync(fd, randomBytes(32).toString('hex'));
    closeSync(fd);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const hex = readFileSync(file, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error(`Corrupt token secret in ${file}: delete it to sign everyone out`);
  return Buffer.from(hex, 'hex');
}

/** The embedded backend's auth tokens port: the signer's `id` and `custom` tokens. */
export function localAuthTokens(signer: TokenSigner, users: UsersPort): AuthTokensPort {
  return {
    verifyIdToken: async (token) => {
      const payload = signer.verify(token, 'id');
      return payload ? users.byUid(payload.sub) : null;
    },
    createCustomToken: async (uid) => signer.sign('custom', uid, TOKEN_LIFETIME_SECONDS.custom).token,
  };
}

/** How many verified tokens a signer remembers (a client sends the same id token with every request). */
export const VERIFIED_TOKENS_KEPT = 1024;

/** HMAC-SHA256 tokens shaped like JWTs (header.payload.signature, base64url), each with a purpose and expiry. */
export class TokenSigner {
  private readonly secret: Buffer;
  /**
   * Tokens whose signature held, with their payload (the key never changes, so neither does that answer),
   * oldest first. Purpose and expiry are checked again on every use; an expired one is dropped when met.
   */
  private readonly verified = new Map<string, TokenPayload>();

  /** With a data folder, the key kept in it; with a Buffer, that key (32 bytes). */
  constructor(dataDirOrKey: string | Buffer, private readonly now: () => number = Date.now) {
    this.secret = typeof dataDirOrKey === 'string' ? loadSecret(dataDirOrKey) : dataDirOrKey;
  }

  /** The key from TOKEN_SECRET (64 hex digits: every instance of a service must share it), else the folder's. */
  static fromEnvOrDir(dataDir: string, env: NodeJS.ProcessEnv = process.env): TokenSigner {
    const hex = env.TOKEN_SECRET?.trim();
    if (hex === undefined || hex === '') return new TokenSigner(dataDir);
    if (!/^[0-9a-f]{64}$/.test(hex)) throw new Error('TOKEN_SECRET must be 64 hex digits (32 random bytes)');
    return new TokenSigner(Buffer.from(hex, 'hex'));
  }

  sign(purpose: TokenPurpose, sub: string, lifetimeSeconds: number): { token: string; exp: number } {
    const iat = Math.floor(this.now() / 1000);
    const payload: TokenPayload = { purpose, sub, iat, exp: iat + lifetimeSeconds };
    const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return { token: `${body}.${this.mac(body).toString('base64url')}`, exp: payload.exp };
  }

  /** The payload when the signature, purpose and expiry all hold; otherwise null. */
  verify(token: string | undefined | null, purpose: TokenPurpose): TokenPayload | null {
    if (typeof token !== 'string' || token.length > 4096) return null;
    let payload = this.verified.get(token);
    if (payload === undefined) {
      const checked = this.checkSignature(token);
      if (checked === null) return null;
      payload = checked;
      if (this.verified.size >= VERIFIED_TOKENS_KEPT) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(token, payload);
    }
    if (payload.exp <= this.now() / 1000) {
      this.verified.delete(token);
      return null;
    }
    return payload.purpose === purpose ? { ...payload } : null;
  }

  /** The payload of a token signed with this key, well formed (purpose, subject, expiry), whatever its purpose or expiry; else null. */
  private checkSignature(token: string): TokenPayload | null {
    const parts = token.split('.');
    if (parts.length !== 3 || parts[0] !== HEADER) return null;
    // Compared as text: decoding first would ignore the spare bits of the last character (and any stray
    // characters), so several spellings of one signature would all verify.
    const given = Buffer.from(parts[2]!, 'utf8');
    const expected = Buffer.from(this.mac(`${parts[0]}.${parts[1]}`).toString('base64url'), 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    let payload: TokenPayload;
    try {
      payload = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8')) as TokenPayload;
    } catch {
      return null;
    }
    if (typeof payload !== 'object' || payload === null || typeof payload.purpose !== 'string' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    return payload;
  }

  /** How many verified tokens are remembered now (at most VERIFIED_TOKENS_KEPT). */
  get rememberedTokens(): number {
    return this.verified.size;
  }

  private mac(data: string): Buffer {
    return createHmac('sha256', this.secret).update(data).digest();
  }
}

import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The payout provider's iFrame signature (Tipalti: `hashkey` = HMAC-SHA256 of the query string under the
 * payer's master key, lowercase hex; ../shared/notes §6). The local simulation signs and checks with the
 * same scheme, so the real provider is a configuration change, not new code.
 */
export function signQuery(params: Record<string, string>, masterKey: string): string {
  const query = new URLSearchParams(params).toString();
  const hashkey = createHmac('sha256', masterKey).update(query).digest('hex');
  return `${query}&hashkey=${hashkey}`;
}

/** How long a signed URL stays valid (seconds). */
export const SIGNED_URL_MAX_AGE = 3600;

/** The signed parameters of a query string, or the reason it is refused (tampered, stale). */
export function verifySignedQuery(search: string, masterKey: string, nowSeconds: number): { ok: true; params: URLSearchParams } | { ok: false; reason: string } {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  const at = raw.lastIndexOf('&hashkey=');
  if (at < 0) return { ok: false, reason: 'The payout link is not signed' };
  const query = raw.slice(0, at);
  const given = Buffer.from(raw.slice(at + '&hashkey='.length), 'utf8');
  const expected = Buffer.from(createHmac('sha256', masterKey).update(query).digest('hex'), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'The payout link signature does not match' };
  const params = new URLSearchParams(query);
  const ts = Number(params.get('ts'));
  if (!Number.isInteger(ts) || Math.abs(nowSeconds - ts) > SIGNED_URL_MAX_AGE) return { ok: false, reason: 'The payout link has expired; open Payment Settings again' };
  return { ok: true, params };
}

/** The signature of a status callback body (IPN), checked the same way. */
export const signBody = (body: string, masterKey: string) => createHmac('sha256', masterKey).update(body).digest('hex');

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
// The largest multiple of 62 below 256: bytes past it are drawn again, so every character is equally likely.
const LIMIT = 248;

/** Spec 1 §9: generated ids are random strings of length 15 (letters and digits, from the crypto source). */
export function randomId(length = 15): string {
  let out = '';
  while (out.length < length) {
    for (const byte of crypto.getRandomValues(new Uint8Array(length - out.length))) if (byte < LIMIT) out += ALPHABET[byte % 62];
  }
  return out;
}

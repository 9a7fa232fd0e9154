/**
 * The `next` search parameter, kept only when it is a path on this site: an absolute URL or a
 * protocol-relative `//host` would turn the sign-in page into an open redirect.
 */
export function safeNext(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  return value;
}

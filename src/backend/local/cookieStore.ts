/**
 * Where the session cookies live. In a browser the browser keeps them (`__session` is HttpOnly, so only
 * `hasSessionCookie` is visible to us); in Node, tests need a small jar that replays them by hand.
 */
export interface CookieStore {
  /** The `Cookie` header to send, when the runtime does not send cookies itself. */
  header(): string | undefined;
  /** Records the `Set-Cookie` headers of a response. */
  absorb(response: Response): void;
  has(name: string): boolean;
  clear(names: string[]): void;
}

export function createCookieStore(): CookieStore {
  return typeof document === 'undefined' ? createCookieJar() : createDocumentCookies(document);
}

function createDocumentCookies(doc: Document): CookieStore {
  return {
    header: () => undefined,
    absorb: () => undefined,
    has: (name) => doc.cookie.split(';').some((part) => part.trim().split('=')[0] === name),
    clear(names) {
      for (const name of names) doc.cookie = `${name}=; Max-Age=0; Path=/`;
    },
  };
}

/** A single-host jar: enough for the embedded server, which sets cookies on path `/` only. */
export function createCookieJar(): CookieStore {
  const jar = new Map<string, string>();
  return {
    header: () => (jar.size === 0 ? undefined : [...jar].map(([name, value]) => `${name}=${value}`).join('; ')),
    absorb(response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = '', ...attributes] = line.split(';');
        const eq = pair.indexOf('=');
        if (eq <= 0) continue;
        const name = pair.slice(0, eq).trim();
        if (isExpired(attributes)) jar.delete(name);
        else jar.set(name, pair.slice(eq + 1).trim());
      }
    },
    has: (name) => jar.has(name),
    clear(names) {
      for (const name of names) jar.delete(name);
    },
  };
}

function isExpired(attributes: string[]): boolean {
  for (const attribute of attributes) {
    const [key = '', value = ''] = attribute.split('=').map((part) => part.trim());
    if (key.toLowerCase() === 'max-age' && Number(value) <= 0) return true;
    if (key.toLowerCase() === 'expires' && Date.parse(value) <= Date.now()) return true;
  }
  return false;
}

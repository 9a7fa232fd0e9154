/** Spec 1 §7, spec 3 §7: the share-link generator is tried 3 times, 5000 ms apart. */
export const SHARE_LINK_ATTEMPTS = 3;
export const SHARE_LINK_RETRY_MS = 5000;

export interface ShareLinkRequest {
  web_link: string;
  deep_link: string;
  user_id: string;
  image?: string;
  title: string;
}

/**
 * Calls `send` until it answers a link, at most 3 times with 5 s between tries; the last failure is
 * thrown. `wait` is injectable so tests need not sleep.
 */
export async function generateShareLink(
  send: (body: ShareLinkRequest) => Promise<string | undefined>,
  body: ShareLinkRequest,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<string> {
  let lastError: unknown = new Error('No share link');
  for (let attempt = 1; attempt <= SHARE_LINK_ATTEMPTS; attempt++) {
    try {
      const link = await send(body);
      if (link) return link;
    } catch (error) {
      lastError = error;
    }
    if (attempt < SHARE_LINK_ATTEMPTS) await wait(SHARE_LINK_RETRY_MS);
  }
  throw lastError;
}

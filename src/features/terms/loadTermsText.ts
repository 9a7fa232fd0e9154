/** Where the static terms document is served from (public/terms). */
export const TERMS_URL = '/terms/teacher-terms.md';

/** The terms markdown; a failed request throws 'Failed to fetch: {status} {statusText}' (spec 1 §8). */
export async function loadTermsText(fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(TERMS_URL);
  if (!response.ok) throw new Error(`Failed to fetch: ${response.status} ${response.statusText}`);
  return response.text();
}

/** The message shown in place of the document when it cannot be read (spec 1 §8). */
export function termsLoadError(error: unknown): string {
  return `Error loading content: ${error instanceof Error ? error.message : String(error)}`;
}

import { PSEUDO_LOCALE, PSEUDO_WRAP, type LoadableLocale } from '../../lib/i18n/locales';

/** Where the static terms document is served from (public/terms): the English original. */
export const TERMS_URL = '/terms/teacher-terms.md';

/**
 * The document in the reader's language: `teacher-terms.<locale>.md` beside the English one (issue 19:
 * the terms are interface text a publisher must read before accepting, so each language has its own
 * translation of the same version; `termsDocuments.test.ts` keeps every translation's sections, lists and
 * version line in step with the English, and its 'Accept Terms' in step with the button's label).
 */
export function termsUrl(locale: LoadableLocale): string {
  return locale === 'en' || locale === PSEUDO_LOCALE ? TERMS_URL : `/terms/teacher-terms.${locale}.md`;
}

/** A failed request for the document (spec 1 §8 'Failed to fetch: {status} {statusText}'). */
export class TermsFetchError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`Failed to fetch: ${status} ${statusText}`);
  }
}

/**
 * The pseudo-locale's document: the English with each heading, paragraph and list item wrapped, as the
 * catalogs wrap their messages, so the pseudo-locale walk can tell the document was chosen by language.
 */
export function pseudoTerms(markdown: string): string {
  const wrap = (text: string) => (text.trim() ? `${PSEUDO_WRAP.before}${text}${PSEUDO_WRAP.after}` : text);
  // Bold runs are wrapped on their own, inside their marks: each is a text of its own on the page.
  const wrapRuns = (text: string) =>
    text
      .split(/(\*\*[^*]+\*\*)/)
      .map((run) => (run.startsWith('**') && run.endsWith('**') ? `**${wrap(run.slice(2, -2))}**` : wrap(run)))
      .join('');
  return markdown
    .split('\n')
    .map((line) => {
      const parts = /^(#{1,6}\s+|\s*[-*]\s+)?(.*\S.*)$/.exec(line);
      return parts ? `${parts[1] ?? ''}${wrapRuns(parts[2]!)}` : line;
    })
    .join('\n');
}

/** The terms markdown in the language on screen; a failed request throws a TermsFetchError. */
export async function loadTermsText(locale: LoadableLocale = 'en', fetchImpl: typeof fetch = fetch): Promise<string> {
  const response = await fetchImpl(termsUrl(locale));
  if (!response.ok) throw new TermsFetchError(response.status, response.statusText);
  const text = await response.text();
  return locale === PSEUDO_LOCALE ? pseudoTerms(text) : text;
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, PSEUDO_LOCALE } from '../../lib/i18n/locales';
import { loadTermsText, pseudoTerms, TermsFetchError, termsUrl } from './loadTermsText';
import { markdownBlocks } from './MarkdownText';

// Issue 19: the teacher terms are read before they are accepted, so each interface language has the same
// version of the document in its own words. The translations must keep the English document's shape,
// its version and date line, its title as the modal names it, and the button's label as the modal shows it.

const publicFile = (url: string) => readFileSync(join(process.cwd(), 'public', url), 'utf8');
const english = publicFile(termsUrl('en'));
const shape = (markdown: string) => markdownBlocks(markdown).map((block) => (block.kind === 'list' ? `list:${block.items.length}` : block.kind === 'heading' ? `h${block.level}` : 'p'));
const numbers = (markdown: string) => markdownBlocks(markdown).map((block) => (block.kind === 'list' ? block.items : [block.text]).map((text) => text.match(/\d+(?:\.\d+)?/g)?.join(' ') ?? '').join('|'));

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the teacher terms in %s', (locale) => {
  const document = publicFile(termsUrl(locale));

  it('has the English document’s headings, paragraphs and list lengths, and its numbers (version, year, days, sections)', () => {
    expect(termsUrl(locale)).toBe(`/terms/teacher-terms.${locale}.md`);
    expect(shape(document)).toEqual(shape(english));
    expect(numbers(document)).toEqual(numbers(english));
  });

  it('is titled as the modal is, and names the accept button by its label in that language', async () => {
    const { people } = (await import(`../../lib/i18n/catalogs/${locale}/people.ts`)) as { people: Record<string, string> };
    const blocks = markdownBlocks(document);
    expect(blocks[0]).toEqual({ kind: 'heading', level: 1, text: people['terms.title'] });
    expect(document).toContain(`**${people['terms.accept']}**`);
    expect(document).not.toContain('Accept Terms');
  });
});

describe('the English and pseudo-locale documents', () => {
  it('English names the button and title as the English catalog does', async () => {
    const { people } = await import('../../lib/i18n/catalogs/en/people');
    expect(markdownBlocks(english)[0]).toEqual({ kind: 'heading', level: 1, text: people['terms.title'] });
    expect(english).toContain(`**${people['terms.accept']}**`);
  });

  it('the pseudo-locale reads the English and wraps every heading, paragraph, list item and bold run', () => {
    expect(termsUrl(PSEUDO_LOCALE)).toBe('/terms/teacher-terms.md');
    const wrapped = pseudoTerms('# Title\n\n**Version 1.0**\n\nBy selecting **Accept Terms** you agree.\n\n- one\n- two');
    expect(wrapped).toBe('# ⟦Title⟧\n\n**⟦Version 1.0⟧**\n\n⟦By selecting ⟧**⟦Accept Terms⟧**⟦ you agree.⟧\n\n- ⟦one⟧\n- ⟦two⟧');
    expect(shape(pseudoTerms(english))).toEqual(shape(english));
  });

  it('loads the document of the language asked for, and a failed request says its status', async () => {
    const asked: string[] = [];
    const fetchImpl = (async (url: string) => {
      asked.push(url);
      return url.endsWith('.de.md') ? new Response('# Bedingungen', { status: 200 }) : new Response('', { status: 404, statusText: 'Not Found' });
    }) as unknown as typeof fetch;
    await expect(loadTermsText('de', fetchImpl)).resolves.toBe('# Bedingungen');
    const failure = await loadTermsText('en', fetchImpl).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(TermsFetchError);
    expect((failure as Error).message).toBe('Failed to fetch: 404 Not Found');
    expect(asked).toEqual(['/terms/teacher-terms.de.md', '/terms/teacher-terms.md']);
  });
});

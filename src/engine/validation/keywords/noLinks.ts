import type { PredicateKeywordSpec } from './keywordSpec';

// A scheme followed by "//" (http://, https://, ftp://) or a "www." host start.
const LINK = /\b[a-z][a-z0-9+.-]*:\/\/\S|(?:^|[^\p{L}\p{N}])www\.\S/iu;

/** True when the text contains a web link. Bare domains are `noDomains`' concern. */
export function hasLink(text: string): boolean {
  return LINK.test(text);
}

/** `noLinks: true` on a string: 'Link not allowed'. */
export const noLinks = {
  keyword: 'noLinks',
  type: 'string',
  schemaType: 'boolean',
  check: hasLink,
  checkName: 'hasLink',
} satisfies PredicateKeywordSpec;

import { withoutAllowed, type TextRuleSetting } from './allowList';
import type { PredicateKeywordSpec } from './keywordSpec';

// A scheme followed by "//" (http://, https://, ftp://) or a "www." host start.
const LINK = /\b[a-z][a-z0-9+.-]*:\/\/\S|(?:^|[^\p{L}\p{N}])www\.\S/iu;

/** True when the text contains a web link. Bare domains are `noDomains`' concern. */
// Every match of LINK holds '://' or 'www.' (any case): texts without either need no scan.
const WWW = /www\./iu;

export function hasLink(text: string): boolean {
  if (!text.includes('://') && !WWW.test(text)) return false;
  return LINK.test(text);
}

/** True when the text holds a web link the setting's allow-list does not exempt. */
export function linkNotAllowed(text: string, setting: TextRuleSetting, _parent: unknown, context: unknown): boolean {
  return hasLink(setting === true ? text : withoutAllowed(text, setting, context));
}

/** `noLinks: true | { allow: [...] }` on a string: 'Link not allowed'. */
export const noLinks = {
  keyword: 'noLinks',
  type: 'string',
  schemaType: ['boolean', 'object'],
  check: linkNotAllowed,
  checkName: 'linkNotAllowed',
} satisfies PredicateKeywordSpec;

import { withoutAllowed, type TextRuleSetting } from './allowList';
import type { PredicateKeywordSpec } from './keywordSpec';

// A scheme followed by "//" (http://, https://, ftp://) or a "www." host start.
const LINK = /\b[a-z][a-z0-9+.-]*:\/\/\S|(?:^|[^\p{L}\p{N}])www\.\S/iu;

/** True when the text contains a web link. Bare domains are `noDomains`' concern. */
export function hasLink(text: string): boolean {
  // A link needs '://' or 'www.': without a '/' or a '.' there is nothing to scan for.
  if (!text.includes('/') && !text.includes('.')) return false;
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

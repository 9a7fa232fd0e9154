import { withoutAllowed, type TextRuleSetting } from './allowList';
import type { PredicateKeywordSpec } from './keywordSpec';
import topLevelDomains from './topLevelDomains.json';

// Top-level domains seen in links people paste. A closed list keeps sentences that miss a space after
// a full stop ("calm.Then") from being taken for domains.
const TLDS: readonly string[] = topLevelDomains;
const DOMAIN = new RegExp(
  `(?:^|[^\\p{L}\\p{N}.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\\.)+(?:${TLDS.join('|')})(?![\\p{L}\\p{N}-])`,
  'iu',
);

/** True when the text names a domain such as calm.com or my-site.co.uk (e-mail addresses included). */
// Every domain has a dot right before its top-level part, which starts with a letter: a text whose dots
// all end sentences ('… awareness.') or sit in numbers ('19.5') needs no scan of the domain list.
const DOT_LETTER = /\.[a-z]/iu;

export function hasDomain(text: string): boolean {
  return DOT_LETTER.test(text) && DOMAIN.test(text);
}

/** True when the text holds a domain name the setting's allow-list does not exempt. */
export function domainNotAllowed(text: string, setting: TextRuleSetting, _parent: unknown, context: unknown): boolean {
  return hasDomain(setting === true ? text : withoutAllowed(text, setting, context));
}

/** `noDomains: true | { allow: [...] }` on a string: 'Domain not allowed'. */
export const noDomains = {
  keyword: 'noDomains',
  type: 'string',
  schemaType: ['boolean', 'object'],
  check: domainNotAllowed,
  checkName: 'domainNotAllowed',
} satisfies PredicateKeywordSpec;

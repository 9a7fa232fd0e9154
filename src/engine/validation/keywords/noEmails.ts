import { withoutAllowed, type TextRuleSetting } from './allowList';
import type { PredicateKeywordSpec } from './keywordSpec';

// Local part, @, a dotted host: what people type as an address, not an RFC 5322 parser.
const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;

/** True when the text contains an e-mail address. */
export function hasEmail(text: string): boolean {
  return text.includes('@') && EMAIL.test(text);
}

/** True when the text holds an address the setting's allow-list does not exempt. */
export function emailNotAllowed(text: string, setting: TextRuleSetting, _parent: unknown, context: unknown): boolean {
  return hasEmail(setting === true ? text : withoutAllowed(text, setting, context));
}

/** `noEmails: true | { allow: [...] }` on a string. */
export const noEmails = {
  keyword: 'noEmails',
  type: 'string',
  schemaType: ['boolean', 'object'],
  check: emailNotAllowed,
  checkName: 'emailNotAllowed',
} satisfies PredicateKeywordSpec;

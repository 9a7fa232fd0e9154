import { fillFacts } from '../context/fillFacts';
import { contextOf } from '../context/validationContext';

/** The object form of `noLinks`, `noDomains` and `noEmails`: texts that may appear anyway. */
export interface AllowListRule {
  /** Exact texts (case-insensitive) exempt from the rule; `{name}` is a fact of the validation context. */
  allow?: readonly string[];
}

/** A text rule's setting: `true`, or an object with an allow-list. */
export type TextRuleSetting = boolean | AllowListRule;

/**
 * `text` with every allowed entry blanked out, so the rule judges only the rest. An entry naming a
 * fact the context lacks allows nothing (it could only widen the exemption by accident).
 */
export function withoutAllowed(text: string, setting: TextRuleSetting, context: unknown): string {
  if (typeof setting !== 'object' || !setting.allow?.length) return text;
  const facts = contextOf(context).facts ?? {};
  let rest = text;
  for (const entry of setting.allow) {
    const { text: resolved, missing } = fillFacts(entry, facts);
    if (missing.length > 0 || resolved === '') continue;
    const lower = resolved.toLowerCase();
    let at = rest.toLowerCase().indexOf(lower);
    while (at >= 0) {
      rest = `${rest.slice(0, at)} ${rest.slice(at + resolved.length)}`;
      at = rest.toLowerCase().indexOf(lower, at + 1);
    }
  }
  return rest;
}

import type { ErrorObject } from 'ajv';
import { dateFromTodayFacts, type DateFromTodayRule } from '../keywords/dateFromToday';
import { fillFacts } from './fillFacts';
import type { ValidationContext } from './validationContext';

// Facts a failed keyword offers its message, from the keyword's value (`params.rule`, which such a
// keyword's errors carry: PredicateKeywordSpec.ruleInError) and the context: `{date}` of dateFromToday is
// the minimum it computed for today.
const KEYWORD_FACTS: Record<string, (rule: never, context: ValidationContext) => Record<string, string> | null> = {
  dateFromToday: (rule: DateFromTodayRule, context) => (context.today ? dateFromTodayFacts(rule, context.today) : null),
};

function factsFor(error: ErrorObject, context: ValidationContext): Record<string, string> {
  const facts: Record<string, string> = { ...context.facts };
  const originals = error.keyword === 'errorMessage' ? ((error.params as { errors?: ErrorObject[] }).errors ?? []) : [error];
  for (const original of originals) {
    const offer = KEYWORD_FACTS[original.keyword];
    const rule = (original.params as { rule?: unknown }).rule ?? original.schema;
    const offered = offer && rule !== undefined ? offer(rule as never, context) : null;
    if (offered) Object.assign(facts, offered);
  }
  return facts;
}

const namesFact = (error: ErrorObject) => error.message?.includes('{') === true;

/**
 * The errors with `{name}` placeholders in their messages filled from the context's facts and the
 * failed keyword's own facts ('Total occupancy allocated to {provider} …', 'after {date}'). A
 * placeholder nobody knows stays as written, so a missing fact is visible rather than blank.
 */
export function withMessageFacts(errors: readonly ErrorObject[], context: ValidationContext | undefined): readonly ErrorObject[] {
  // Nearly no message names a fact: then the list is returned as it is, not copied.
  if (!errors.some(namesFact)) return errors;
  return errors.map((error) => {
    if (!error.message?.includes('{')) return error;
    const facts = factsFor(error, context ?? {});
    const message = fillFacts(error.message, facts).text;
    return message === error.message ? error : { ...error, message };
  });
}

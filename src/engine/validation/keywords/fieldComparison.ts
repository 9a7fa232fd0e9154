import type { PredicateKeywordSpec } from './keywordSpec';

function siblingOf(parent: unknown, field: string): unknown {
  return typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>)[field] : undefined;
}

/**
 * True when a date (YYYY-MM-DD or ISO date-time) is not after the date in the named sibling field
 * (retreat: the end date must follow the start date). ISO dates order as text; a missing or
 * non-text sibling passes, since its own rules report it.
 */
export function notAfterSibling(value: string, field: string, parent: unknown): boolean {
  const other = siblingOf(parent, field);
  return typeof other === 'string' && other !== '' && value <= other;
}

/**
 * True when a number is below the number in the named sibling field (retreat: a private room's
 * price for two cannot be lower than its price for one). A missing sibling passes.
 */
export function belowSibling(value: number, field: string, parent: unknown): boolean {
  const other = siblingOf(parent, field);
  return typeof other === 'number' && value < other;
}

/** `afterField: "start_date"` on a date: it must be later than that sibling's date. */
export const afterField = {
  keyword: 'afterField',
  type: 'string',
  schemaType: 'string',
  check: notAfterSibling,
  checkName: 'notAfterSibling',
} satisfies PredicateKeywordSpec;

/** `atLeastField: "price_for_one_private_room"` on a number: it must not be below that sibling's number. */
export const atLeastField = {
  keyword: 'atLeastField',
  type: 'number',
  schemaType: 'string',
  check: belowSibling,
  checkName: 'belowSibling',
} satisfies PredicateKeywordSpec;

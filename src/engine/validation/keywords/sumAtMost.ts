import type { PredicateKeywordSpec } from './keywordSpec';

/** `sumAtMost` parameters: item fields multiplied together, and the sibling field capping the sum. */
export interface SumAtMostRule {
  multiply: readonly string[];
  sibling: string;
}

/**
 * True when the sum over `items` of the product of the `multiply` fields exceeds the number in the
 * list's sibling field (retreat: rooms × occupancy over all options > retreat size). Items with a
 * non-number factor count 0, and a missing cap passes: other rules report those.
 */
export function sumExceedsSibling(items: readonly unknown[], rule: SumAtMostRule, parent: unknown): boolean {
  if (typeof parent !== 'object' || parent === null) return false;
  const cap = (parent as Record<string, unknown>)[rule.sibling];
  if (typeof cap !== 'number') return false;
  let sum = 0;
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const factors = rule.multiply.map((field) => (item as Record<string, unknown>)[field]);
    if (factors.every((f): f is number => typeof f === 'number')) {
      sum += factors.reduce((product, f) => product * f, 1);
    }
  }
  return sum > cap;
}

/** `sumAtMost: { multiply: [...], sibling: "..." }` on a list inside an object. */
export const sumAtMost = {
  keyword: 'sumAtMost',
  type: 'array',
  schemaType: 'object',
  check: sumExceedsSibling,
  checkName: 'sumExceedsSibling',
} satisfies PredicateKeywordSpec;

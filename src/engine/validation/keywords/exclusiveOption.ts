import type { PredicateKeywordSpec } from './keywordSpec';

/** True when the list holds `option` together with anything else (meals: 'none' stands alone). */
export function exclusiveOptionMixed(list: readonly unknown[], option: string): boolean {
  return list.length > 1 && list.includes(option);
}

/** `exclusiveOption: "none"` on a multi-select list: that option cannot be chosen with others. */
export const exclusiveOption = {
  keyword: 'exclusiveOption',
  type: 'array',
  schemaType: 'string',
  check: exclusiveOptionMixed,
  checkName: 'exclusiveOptionMixed',
} satisfies PredicateKeywordSpec;

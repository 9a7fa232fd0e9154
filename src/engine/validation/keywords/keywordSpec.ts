import type { JSONType } from 'ajv';

/**
 * A pure check: true when `data` breaks the rule configured by `schema`. `context` is the validation
 * context the validator was called with (`ValidationContext`), or undefined when called without one.
 */
export type ViolationCheck = (data: never, schema: never, parentData: never, context: never) => boolean;

/**
 * A custom keyword as its file declares it: plain data plus a pure check. Only types come from ajv,
 * so the precompiled validators' runtime (`keywordChecks`) never pulls in the ajv compiler; the
 * compile-time keyword definition lives in `predicateKeyword`.
 */
export interface PredicateKeywordSpec {
  keyword: string;
  /** The data type the rule applies to; other types pass (the `type` keyword reports them). */
  type: JSONType;
  schemaType: JSONType | JSONType[];
  check: ViolationCheck;
  /** Name of `check` in `keywordChecks`, used by generated standalone code. */
  checkName: string;
  /**
   * The error carries the keyword's value as `params.rule`, for a message naming what the rule computed
   * ('{date}', see context/messageFacts.ts); ajv's `verbose` would put it in every error of every rule.
   */
  ruleInError?: boolean;
}

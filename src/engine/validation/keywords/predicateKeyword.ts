import { _, type CodeKeywordDefinition, type JSONType } from 'ajv';
import { KEYWORD_CHECKS_MODULE } from './keywordChecksModule';

/** A pure check: true when `data` breaks the rule configured by `schema`. */
export type ViolationCheck = (data: never, schema: never, parentData: never) => boolean;

/**
 * A custom keyword as its file declares it: plain data plus a pure check, with no ajv import, so the
 * precompiled validators can use the checks without bundling the ajv compiler.
 */
export interface PredicateKeywordSpec {
  keyword: string;
  /** The data type the rule applies to; other types pass (the `type` keyword reports them). */
  type: JSONType;
  schemaType: JSONType;
  check: ViolationCheck;
  /** Name of `check` in `keywordChecks`, used by generated standalone code. */
  checkName: string;
}

/**
 * Builds a code-generating ajv keyword that fails when `check` returns true. Code keywords (not
 * `validate` functions) are what `ajv/dist/standalone` can serialise, and the error they report
 * carries the keyword's own name, which is what ajv-errors matches `errorMessage` keys against.
 */
export function predicateKeyword(options: PredicateKeywordSpec): CodeKeywordDefinition {
  const { keyword, type, schemaType, check, checkName } = options;
  return {
    keyword,
    type,
    schemaType,
    code(cxt) {
      if (cxt.schema === false) return;
      const fn = cxt.gen.scopeValue('func', {
        ref: check,
        code: _`require(${KEYWORD_CHECKS_MODULE})[${checkName}]`,
      });
      cxt.fail(_`${fn}(${cxt.data}, ${cxt.schemaValue}, ${cxt.it.parentData})`);
    },
  };
}

import { _, str, type CodeKeywordDefinition } from 'ajv';
import { KEYWORD_CHECKS_MODULE } from './keywordChecksModule';
import type { PredicateKeywordSpec } from './keywordSpec';

// Compile time only (createAjv, the standalone generator): `_` is ajv's code template.
export type { PredicateKeywordSpec, ViolationCheck } from './keywordSpec';

/**
 * Builds a code-generating ajv keyword that fails when `check` returns true. Code keywords (not
 * `validate` functions) are what `ajv/dist/standalone` can serialise, and the error they report
 * carries the keyword's own name, which is what ajv-errors matches `errorMessage` keys against.
 */
export function predicateKeyword(options: PredicateKeywordSpec): CodeKeywordDefinition {
  const { keyword, type, schemaType, check, checkName, ruleInError } = options;
  return {
    keyword,
    type,
    schemaType,
    // ajv's own message for a failed custom keyword, with the keyword's value beside it where asked for.
    ...(ruleInError ? { error: { message: str`must pass "${keyword}" keyword validation`, params: ({ schemaValue }) => _`{rule: ${schemaValue}}` } } : {}),
    code(cxt) {
      if (cxt.schema === false) return;
      const fn = cxt.gen.scopeValue('func', {
        ref: check,
        code: _`require(${KEYWORD_CHECKS_MODULE})[${checkName}]`,
      });
      // `this` is the validation context: createAjv sets passContext, so nested validators keep it.
      cxt.fail(_`${fn}(${cxt.data}, ${cxt.schemaValue}, ${cxt.it.parentData}, this)`);
    },
  };
}

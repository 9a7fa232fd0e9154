/**
 * Module id under which standalone (precompiled) validators `require` our checks; the standalone
 * runtime maps it to `keywordChecks`, so generated code never embeds function source.
 */
export const KEYWORD_CHECKS_MODULE = 'wizard-engine/keyword-checks';

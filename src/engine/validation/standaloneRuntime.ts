import * as formatsModule from 'ajv-formats/dist/formats.js';
import * as equalModule from 'ajv/dist/runtime/equal.js';
import * as ucs2lengthModule from 'ajv/dist/runtime/ucs2length.js';
import { keywordChecks } from './keywords/keywordChecks';
import { KEYWORD_CHECKS_MODULE } from './keywords/keywordChecksModule';

// Generated standalone code calls `require("ajv/dist/runtime/ucs2length").default` and the like.
// Node and Rollup disagree on what a CommonJS namespace's `default` is (module.exports vs
// exports.default), so each module is normalised to the CommonJS shape the generated code expects.
function commonJs(namespace: object): Record<string, unknown> {
  const inner = (namespace as { default?: unknown }).default;
  if (typeof inner === 'object' && inner !== null && 'default' in inner) return inner as Record<string, unknown>;
  return namespace as Record<string, unknown>;
}

const modules: Record<string, unknown> = {
  'ajv/dist/runtime/equal': commonJs(equalModule),
  'ajv/dist/runtime/ucs2length': commonJs(ucs2lengthModule),
  'ajv-formats/dist/formats': commonJs(formatsModule),
  [KEYWORD_CHECKS_MODULE]: keywordChecks,
};

/**
 * The `require` precompiled validators are generated against: resolves only the modules ajv's
 * standalone output names, so the browser bundle needs no CommonJS loader and no `new Function`.
 */
export function standaloneRequire(id: string): unknown {
  if (!(id in modules)) throw new Error(`Precompiled validators need "${id}", which standaloneRuntime does not provide`);
  return modules[id];
}

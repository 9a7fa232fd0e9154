// Shrinks ajv/standalone output without changing what it does: the browser ships this code in each
// wizard's route chunk (docs/architecture.md, route sizes), and ajv emits two kinds of dead weight.
//
// 1. Schema literals. For every schema object the generated code reads (an errorMessage table, a keyword's
//    value, an enum), ajv emits the whole schema as `const schemaN = {...}`: titles, descriptions, `x-ui`
//    hints and `$comment`s included, all of which the page already has from the schema files. Each literal
//    is cut down to the paths the code reads: a read `schemaN.a.b[key]` keeps the whole value at `a.b`
//    (the last step before a computed key), a bare `schemaN` keeps everything.
// 2. Repeated functions. A `$defs` entry reached through two routes can be compiled twice into identical
//    functions (same body, same module-level constants); the copies are dropped and their callers call the
//    first one. Module-level constants with the same code (two copies of one errorMessage plan, one per
//    compiled copy of a `$defs` entry) are one constant first, so such copies become identical too.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const IDENTIFIER_STEP = /^\.([A-Za-z_$][\w$]*)/;
const QUOTED_STEP = /^\[("(?:[^"\\]|\\.)*")\]/;
const INDEX_STEP = /^\[(\d+)\]/;

/** Length of the JSON value starting at `start` (an object or array literal): up to its matching bracket. */
export function literalEnd(code: string, start: number): number {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const char = code[i];
    if (char === '"') {
      for (i++; code[i] !== '"'; i++) if (code[i] === '\\') i++;
    } else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return i + 1;
    }
  }
  throw new Error('Unterminated literal in standalone code');
}

/** The static property path of one read of `name` starting at `from` (after the name). */
function readPath(code: string, from: number): string[] {
  const path: string[] = [];
  let rest = code.slice(from, from + 2000);
  for (;;) {
    const step = IDENTIFIER_STEP.exec(rest) ?? QUOTED_STEP.exec(rest) ?? INDEX_STEP.exec(rest);
    if (!step) return path;
    const token = step[1]!;
    path.push(token.startsWith('"') ? (JSON.parse(token) as string) : token);
    rest = rest.slice(step[0].length);
  }
}

/** A trie of kept paths; `true` keeps the whole value there. */
type Keep = true | Map<string, Keep>;

function addPath(keep: Map<string, Keep>, path: readonly string[]): Keep {
  if (path.length === 0) return true;
  const [head, ...tail] = path as [string, ...string[]];
  const below = keep.get(head);
  if (below === true) return keep;
  if (tail.length === 0) keep.set(head, true);
  else {
    const next = below ?? new Map<string, Keep>();
    keep.set(head, next);
    if (addPath(next, tail) === true) keep.set(head, true);
  }
  return keep;
}

/** `value` with only the kept paths; array positions are kept (unread items become null). */
function pruned(value: Json, keep: Keep): Json {
  if (keep === true || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    // A read such as `.length` or `.includes` uses the whole array.
    if ([...keep.keys()].some((key) => !/^\d+$/.test(key))) return value;
    return value.map((item, index) => (keep.has(String(index)) ? pruned(item, keep.get(String(index))!) : null));
  }
  const out: { [key: string]: Json } = {};
  for (const [key, below] of keep) if (Object.hasOwn(value, key)) out[key] = pruned(value[key]!, below);
  return out;
}

/** Cuts each `const schemaN = {...}` literal down to what the code reads from it. */
function pruneSchemaLiterals(code: string): string {
  const declaration = /const (schema\d+) = (?=[{[])/g;
  const literals: Array<{ name: string; start: number; end: number }> = [];
  for (let match = declaration.exec(code); match; match = declaration.exec(code)) {
    const start = match.index + match[0].length;
    literals.push({ name: match[1]!, start, end: literalEnd(code, start) });
    declaration.lastIndex = literals.at(-1)!.end;
  }
  if (literals.length === 0) return code;
  // Reads: every occurrence outside the literals themselves (string contents never name `schemaN`:
  // ajv's messages and schema paths do not, and a literal that did would only keep more).
  const keeps = new Map<string, Map<string, Keep> | true>(literals.map(({ name }) => [name, new Map()]));
  const reference = /\bschema\d+\b/g;
  let literalIndex = 0;
  for (let match = reference.exec(code); match; match = reference.exec(code)) {
    while (literalIndex < literals.length && literals[literalIndex]!.end <= match.index) literalIndex++;
    const inside = literals[literalIndex];
    if (inside && match.index >= inside.start) {
      reference.lastIndex = inside.end;
      continue;
    }
    const name = match[0];
    const keep = keeps.get(name);
    if (keep === undefined || keep === true) continue;
    // The declaration itself (`const schemaN = `) is not a read.
    if (code.startsWith(' = ', match.index + name.length) && code.slice(Math.max(0, match.index - 6), match.index) === 'const ') continue;
    const path = readPath(code, match.index + name.length);
    if (addPath(keep, path) === true) keeps.set(name, true);
  }
  let out = '';
  let at = 0;
  for (const { name, start, end } of literals) {
    const keep = keeps.get(name)!;
    out += code.slice(at, start) + JSON.stringify(pruned(JSON.parse(code.slice(start, end)) as Json, keep));
    at = end;
  }
  return out + code.slice(at);
}

/**
 * Walks generated code from `start`, skipping string literals and tracking bracket depth, and returns the
 * index just past the first character `stopsAt` accepts (given the depth after that character); throws
 * `unterminated` when the code ends first.
 */
function scanCode(code: string, start: number, stopsAt: (char: string, depth: number) => boolean, unterminated: string): number {
  let depth = 0;
  for (let i = start; i < code.length; i++) {
    const char = code[i]!;
    if (char === '"') {
      for (i++; code[i] !== '"'; i++) if (code[i] === '\\') i++;
      continue;
    }
    if (char === '{' || char === '[' || char === '(') depth++;
    else if (char === '}' || char === ']' || char === ')') depth--;
    if (stopsAt(char, depth)) return i + 1;
  }
  throw new Error(unterminated);
}

/** Index just past the bracket that closes the one at `start` (any of `([{`, strings skipped). */
function bracketEnd(code: string, start: number): number {
  return scanCode(code, start, (char, depth) => depth === 0 && (char === '}' || char === ']' || char === ')'), 'Unterminated function in standalone code');
}

/** Drops functions identical to an earlier one (body, evaluated annotation) and renames their callers. */
function dropRepeatedFunctions(code: string): string {
  const definition = /function (validate\d+)\(/g;
  const functions: Array<{ name: string; start: number; end: number; body: string }> = [];
  for (let match = definition.exec(code); match; match = definition.exec(code)) {
    const name = match[1]!;
    const parametersEnd = bracketEnd(code, match.index + match[0].length - 1);
    if (code[parametersEnd] !== '{') continue;
    let end = bracketEnd(code, parametersEnd);
    // Where ajv tracks evaluated properties (2020-12, unless compiled without: see precompiledValidatorsCode),
    // it closes each function with `validateN.evaluated = {...};`, part of the function.
    const annotation = `${name}.evaluated = `;
    if (code.startsWith(annotation, end)) {
      end = literalEnd(code, end + annotation.length) + 1;
      if (code[end - 1] !== ';') continue;
    }
    functions.push({ name, start: match.index, end, body: code.slice(match.index, end).replace(new RegExp(`\\b${name}\\b`, 'g'), 'SELF') });
    definition.lastIndex = end;
  }
  const first = new Map<string, string>();
  const renamed = new Map<string, string>();
  for (const { name, body } of functions) {
    const original = first.get(body);
    if (original) renamed.set(name, original);
    else first.set(body, name);
  }
  if (renamed.size === 0) return code;
  let out = '';
  let at = 0;
  for (const { name, start, end } of functions) {
    if (!renamed.has(name)) continue;
    out += code.slice(at, start);
    at = end;
  }
  out += code.slice(at);
  return out.replace(/\bvalidate\d+\b/g, (name) => renamed.get(name) ?? name);
}

/** Index just past the `;` that ends the top-level statement starting at `start` (strings and brackets skipped). */
function statementEnd(code: string, start: number): number {
  return scanCode(code, start, (char, depth) => char === ';' && depth === 0, 'Unterminated statement in standalone code');
}

/**
 * Drops module-level constants (`const schemaN = …;`, `objN`, `patternN`, `funcN`, `formatsN`: what ajv's
 * scope emits before the functions using them) whose code repeats an earlier one's, and renames their
 * readers to the earlier one, which is declared before them.
 */
function dropRepeatedConstants(code: string): string {
  const declaration = /(?:^|[;}\n])const ((?:schema|obj|pattern|func|formats)\d+) = /g;
  const first = new Map<string, string>();
  const renamed = new Map<string, string>();
  const dropped: Array<[number, number]> = [];
  for (let match = declaration.exec(code); match; match = declaration.exec(code)) {
    const start = match.index + match[0].indexOf('const ');
    const valueStart = match.index + match[0].length;
    const end = statementEnd(code, valueStart);
    const value = code.slice(valueStart, end);
    const original = first.get(value);
    if (original) {
      renamed.set(match[1]!, original);
      dropped.push([start, end]);
    } else first.set(value, match[1]!);
    declaration.lastIndex = end - 1;
  }
  if (renamed.size === 0) return code;
  let out = '';
  let at = 0;
  for (const [start, end] of dropped) {
    out += code.slice(at, start);
    at = end;
  }
  out += code.slice(at);
  return out.replace(/\b(?:schema|obj|pattern|func|formats)\d+\b/g, (name) => renamed.get(name) ?? name);
}

// One JSON string or code without strings and braces, then the same again: an expression of ajv's error literal.
const STRING = '"(?:[^"\\\\]|\\\\.)*"';
const EXPRESSION = `[^,{}"]*(?:${STRING}[^,{}"]*)*`;
const ERROR_LITERAL = new RegExp(
  `\\{instancePath(?::(${EXPRESSION}))?,schemaPath:(${STRING}),keyword:(${STRING}),params:(\\{[^{}"]*(?:${STRING}[^{}"]*)*\\}),message:(${EXPRESSION})\\}`,
  'g',
);
/** Builds one error as ajv writes it inline: the same five properties, in the same order. */
const ERROR_FUNCTION = 'ajvError';

/**
 * Each error ajv writes as an object literal with its five properties (`{instancePath, schemaPath, keyword,
 * params, message}`: about 500 in retreat's validators) becomes a call of one function that builds the same
 * object, so the property names are written once. A literal of any other shape is left as it is.
 */
function sharedErrorObjects(code: string): string {
  if (code.includes(ERROR_FUNCTION)) throw new Error(`Standalone code already names ${ERROR_FUNCTION}`);
  let calls = 0;
  const out = code.replace(ERROR_LITERAL, (_literal, instancePath: string | undefined, schemaPath: string, keyword: string, params: string, message: string) => {
    calls++;
    return `${ERROR_FUNCTION}(${instancePath ?? 'instancePath'},${schemaPath},${keyword},${params},${message})`;
  });
  if (calls === 0) return code;
  const helper = `function ${ERROR_FUNCTION}(instancePath, schemaPath, keyword, params, message){return {instancePath, schemaPath, keyword, params, message};}`;
  // After ajv's "use strict" directive, which must stay first.
  const directive = /^"use strict";/.exec(out)?.[0] ?? '';
  return `${directive}${helper}${out.slice(directive.length)}`;
}

/** ajv/standalone output with its schema literals cut to what it reads, repeated constants and functions dropped and its error literals built by one function. */
export function compactStandaloneCode(code: string): string {
  // Dropping one repeat can make two callers identical: repeat until nothing changes.
  let current = code;
  for (;;) {
    const next = dropRepeatedFunctions(dropRepeatedConstants(current));
    if (next === current) break;
    current = next;
  }
  return sharedErrorObjects(pruneSchemaLiterals(current));
}

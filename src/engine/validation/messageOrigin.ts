import type { ErrorObject } from 'ajv';
import { readPointer, resolveRef, type SchemaSource } from '../schemaSource';

/**
 * Where the message of an ajv-errors error is written: `<file>#<pointer of the errorMessage leaf>`, the
 * overlay key its translations are stored under (see src/lib/i18n/schema). One compiled validator per
 * step speaks English; the key lets the screen and the server swap the message by where it is written,
 * so a message shared through `$ref` (common/*.schema.json) is translated once.
 */
export type MessageKeyOf = (error: ErrorObject, original?: ErrorObject) => string | undefined;

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

interface Base {
  file: string;
  pointer: string;
}

/**
 * Where a pointer of ajv's can start: the root of the step file and of each file it reaches through
 * `$ref`, and each `$ref` target (ajv compiles a large target as its own function, whose errors'
 * schemaPath starts at that target: '#/errorMessage' of '#/$defs/lesson'). The step file first.
 */
function basesOf(source: SchemaSource, stepFile: string): { files: string[]; bases: Base[] } {
  const files = [stepFile];
  const bases: Base[] = [{ file: stepFile, pointer: '' }];
  const known = new Set([`${stepFile}#`]);
  const walkFile = (path: string) => {
    const visit = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(visit);
      else if (isObject(node)) {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string') {
            const target = resolveRef(path, value);
            if (source[target.path] === undefined) continue;
            const id = `${target.path}#${target.pointer}`;
            if (!known.has(id)) {
              known.add(id);
              bases.push({ file: target.path, pointer: target.pointer });
            }
            if (!files.includes(target.path)) {
              files.push(target.path);
              if (!known.has(`${target.path}#`)) {
                known.add(`${target.path}#`);
                bases.push({ file: target.path, pointer: '' });
              }
              walkFile(target.path);
            }
          } else visit(value);
        }
      }
    };
    visit(source[path]);
  };
  walkFile(stepFile);
  return { files, bases };
}

/** The leaf of an errorMessage (string or object) for the rule that failed, as a pointer below it. */
function leafOf(errorMessage: unknown, keyword: string, missingProperty: string | undefined, property: string | undefined): { at: string; text: string } | undefined {
  if (typeof errorMessage === 'string') return { at: '', text: errorMessage };
  if (!isObject(errorMessage)) return undefined;
  // ajv-errors' `properties` form: a message per property for whatever failed inside it.
  const byProperty = errorMessage.properties;
  if (property !== undefined && isObject(byProperty) && typeof byProperty[property] === 'string') {
    return { at: `/properties/${escape(property)}`, text: byProperty[property] };
  }
  const leaf = errorMessage[keyword];
  if (typeof leaf === 'string') return { at: `/${escape(keyword)}`, text: leaf };
  if (isObject(leaf) && missingProperty !== undefined && typeof leaf[missingProperty] === 'string') {
    return { at: `/${escape(keyword)}/${escape(missingProperty)}`, text: leaf[missingProperty] };
  }
  if (typeof errorMessage._ === 'string') return { at: '/_', text: errorMessage._ };
  return undefined;
}

/**
 * A message that fills in values when shown (ajv-errors' `${0}`, the engine's `{n}`, `{provider}`): its
 * written text never equals the shown one, so such a leaf is taken as the error's origin without the match.
 */
const FILLED_IN_VALUE = /\$\{[^}]+\}|\{[A-Za-z_][\w.]*\}/;

/** The keys found under one schemaPath: per failed keyword, message, missing property and (where it counts) property. */
interface PathKeys {
  /** Whether a file this path can name holds an ajv-errors `properties` message there (only then does the property count). */
  byProperty: boolean;
  keys: Map<string, Map<string, Map<string, Map<string, string | undefined>>>>;
  /** The last answers given under this path and what they were for: a path fails in the same few ways. */
  recent: RecentKey[];
}

interface RecentKey {
  keyword: string;
  message: string;
  missing: string;
  property: string;
  key: string | undefined;
}

const RECENT_KEYS = 6;

// The map under `key`, made on first use (no closure per call: this runs for every error of every validation).
function child<V>(map: Map<string, Map<string, V>>, key: string): Map<string, V> {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = new Map()));
  return value;
}

/**
 * The resolver of one step's message keys. ajv reports an error's `schemaPath` relative to the schema it
 * was written in: the step's own file ('#/properties/title/errorMessage'), a `$ref` as written
 * ('../../common/text.schema.json#/$defs/title/errorMessage'), or a local `$ref` inside a shared file
 * ('#/$defs/file/errorMessage', which names no file), or the root of a `$ref` target ajv compiled on
 * its own ('#/errorMessage'). So each file and target the step reaches is tried, the step first, and a file counts only where that pointer holds a message for the failed rule that reads as
 * the one shown (the same English, or a template with placeholders filled when shown). `written` turns a
 * pointer of `source` into the file's own (field names the platform facts filled, see writtenPointer).
 *
 * Each answer is kept in maps nested by schemaPath, failed keyword, message and missing property (strings
 * ajv's generated code holds as constants, so a lookup hashes nothing new), and by the failed property only
 * under a path where a `properties` message can apply: a step's errors are mapped without building a string.
 */
export function messageKeyResolver(source: SchemaSource, stepFile: string, written: (pointer: string) => string = (pointer) => pointer): MessageKeyOf {
  let reach: { files: string[]; bases: Base[] } | undefined;
  const byPath = new Map<string, PathKeys>();
  const candidatesOf = (schemaPath: string) => {
    reach ??= basesOf(source, stepFile);
    const hash = schemaPath.indexOf('#');
    const filePart = hash < 0 ? '' : schemaPath.slice(0, hash);
    const pointer = hash < 0 ? schemaPath : schemaPath.slice(hash + 1);
    return filePart
      ? reach.files.map((file) => ({ file: resolveRef(file, filePart).path, at: pointer }))
      : reach.bases.map((base) => ({ file: base.file, at: `${base.pointer}${pointer}` }));
  };
  const resolve = (schemaPath: string, keyword: string, message: string | undefined, missingProperty: string | undefined, property: string | undefined) => {
    for (const { file, at } of candidatesOf(schemaPath)) {
      const leaf = leafOf(readPointer(source[file], at), keyword, missingProperty, property);
      if (!leaf) continue;
      if (leaf.text !== message && !FILLED_IN_VALUE.test(leaf.text)) continue;
      return `${file}#${written(`${at}${leaf.at}`)}`;
    }
    return undefined;
  };
  const pathKeys = (schemaPath: string): PathKeys => {
    let entry = byPath.get(schemaPath);
    if (entry === undefined) {
      const byProperty = candidatesOf(schemaPath).some(({ file, at }) => {
        const errorMessage = readPointer(source[file], at);
        return isObject(errorMessage) && isObject(errorMessage.properties);
      });
      byPath.set(schemaPath, (entry = { byProperty, keys: new Map(), recent: [] }));
    }
    return entry;
  };
  return (error, original) => {
    if (error.keyword !== 'errorMessage') return undefined;
    const first = original ?? (error.params as { errors?: ErrorObject[] }).errors?.[0];
    if (!first) return undefined;
    // Only `required` messages are keyed by the missing field (errorMessageKeyword refuses a message object
    // under any other rule): other errors' params, of a dozen shapes, are not read.
    const missing = first.keyword === 'required' || first.keyword === 'dependentRequired' ? (first.params as { missingProperty?: unknown }).missingProperty : undefined;
    const missingProperty = typeof missing === 'string' ? missing : undefined;
    const entry = pathKeys(error.schemaPath);
    // ajv-errors' `properties` form keys a message by the property that failed: the instance path's last segment.
    let property: string | undefined;
    if (entry.byProperty) {
      const slash = error.instancePath.lastIndexOf('/');
      property = slash < 0 ? undefined : error.instancePath.slice(slash + 1).replace(/~1/g, '/').replace(/~0/g, '~');
    }
    const message = error.message ?? '';
    const missingKey = missingProperty ?? '';
    const propertyKey = property ?? '';
    const { recent } = entry;
    for (let i = 0; i < recent.length; i++) {
      const seen = recent[i]!;
      if (seen.keyword === first.keyword && seen.message === message && seen.missing === missingKey && seen.property === propertyKey) return seen.key;
    }
    const byProperty = child(child(child(entry.keys, first.keyword), message), missingKey);
    let found: string | undefined;
    if (byProperty.has(propertyKey)) found = byProperty.get(propertyKey);
    else {
      found = resolve(error.schemaPath, first.keyword, error.message, missingProperty, property);
      byProperty.set(propertyKey, found);
    }
    if (recent.length === RECENT_KEYS) recent.pop();
    recent.unshift({ keyword: first.keyword, message, missing: missingKey, property: propertyKey, key: found });
    return found;
  };
}

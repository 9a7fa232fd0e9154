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

const PLACEHOLDER = /\$\{[^}]+\}|\{[A-Za-z_][\w.]*\}/;

/**
 * The resolver of one step's message keys. ajv reports an error's `schemaPath` relative to the schema it
 * was written in: the step's own file ('#/properties/title/errorMessage'), a `$ref` as written
 * ('../../common/text.schema.json#/$defs/title/errorMessage'), or a local `$ref` inside a shared file
 * ('#/$defs/file/errorMessage', which names no file), or the root of a `$ref` target ajv compiled on
 * its own ('#/errorMessage'). So each file and target the step reaches is tried, the step first, and a file counts only where that pointer holds a message for the failed rule that reads as
 * the one shown (the same English, or a template with placeholders filled when shown). `written` turns a
 * pointer of `source` into the file's own (field names the platform facts filled, see writtenPointer).
 */
export function messageKeyResolver(source: SchemaSource, stepFile: string, written: (pointer: string) => string = (pointer) => pointer): MessageKeyOf {
  let reach: { files: string[]; bases: Base[] } | undefined;
  const cache = new Map<string, string | undefined>();
  return (error, original) => {
    if (error.keyword !== 'errorMessage') return undefined;
    const first = original ?? (error.params as { errors?: ErrorObject[] }).errors?.[0];
    if (!first) return undefined;
    const missing = (first.params as { missingProperty?: unknown }).missingProperty;
    const missingProperty = typeof missing === 'string' ? missing : undefined;
    // ajv-errors' `properties` form keys a message by the property that failed: the instance path's last segment.
    const slash = error.instancePath.lastIndexOf('/');
    const property = slash < 0 ? undefined : error.instancePath.slice(slash + 1).replace(/~1/g, '/').replace(/~0/g, '~');
    const cacheKey = `${error.schemaPath}\n${first.keyword}\n${missingProperty ?? ''}\n${property ?? ''}\n${error.message ?? ''}`;
    if (cache.has(cacheKey)) return cache.get(cacheKey);
    reach ??= basesOf(source, stepFile);
    const hash = error.schemaPath.indexOf('#');
    const filePart = hash < 0 ? '' : error.schemaPath.slice(0, hash);
    const pointer = hash < 0 ? error.schemaPath : error.schemaPath.slice(hash + 1);
    const candidates = filePart
      ? reach.files.map((file) => ({ file: resolveRef(file, filePart).path, at: pointer }))
      : reach.bases.map((base) => ({ file: base.file, at: `${base.pointer}${pointer}` }));
    let found: string | undefined;
    for (const { file, at } of candidates) {
      const leaf = leafOf(readPointer(source[file], at), first.keyword, missingProperty, property);
      if (!leaf) continue;
      if (leaf.text !== error.message && !PLACEHOLDER.test(leaf.text)) continue;
      found = `${file}#${written(`${at}${leaf.at}`)}`;
      break;
    }
    cache.set(cacheKey, found);
    return found;
  };
}

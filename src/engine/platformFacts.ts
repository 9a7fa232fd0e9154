import { isPlatformFactsFile, type SchemaSource } from './schemaSource';
import { fillFacts } from './validation/context/fillFacts';

/** Where product staff keep the platform's named facts (its name, its support address). */
export const PLATFORM_FACTS_PATH = 'schemas/platform.json';

/** The rule file `schemas/platform.json` follows. */
export const PLATFORM_META_PATH = 'schemas/meta/platform.schema.json';

/**
 * The platform's named facts from the source (`{}` when the file is absent). Every compiled wizard
 * starts its validation context from them, so the browser, the server and the CLI fill '{provider}'
 * from the same file; a context's own facts (the CLI's --fact) take precedence.
 */
export function platformFacts(source: SchemaSource): Readonly<Record<string, string>> {
  const document = source[PLATFORM_FACTS_PATH] as { facts?: unknown } | undefined;
  const facts = document?.facts;
  if (typeof facts !== 'object' || facts === null) return {};
  return Object.fromEntries(Object.entries(facts).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

const filledSources = new WeakMap<SchemaSource, SchemaSource>();

/**
 * The source with the platform's facts filled into field names: a property whose name carries a
 * fact ('number_of_{provider}_spots') is renamed, and so is every string naming it whole (`required`,
 * `reads`), so the renderer, the compiled validators, the server and the CLI all know the same field.
 * Texts are left alone: messages are filled from the validation context (where the CLI's --fact
 * may override a fact) and the form's texts by `fillPlatformTexts`. Computed once per source.
 */
export function withPlatformFacts(source: SchemaSource): SchemaSource {
  const known = filledSources.get(source);
  if (known) return known;
  const facts = platformFacts(source);
  const names = new Map<string, string>();
  for (const [path, document] of Object.entries(source)) if (isDataOrManifest(path)) collectFactNames(document, facts, names);
  const filled = names.size === 0 ? source : Object.fromEntries(Object.entries(source).map(([path, document]) => [path, isDataOrManifest(path) ? renameFields(document, names) : document]));
  filledSources.set(source, filled);
  filledSources.set(filled, filled);
  return filled;
}

/** A schema copy for drawing the form, with every `{name}` of a platform fact filled in its texts. */
export function fillPlatformTexts<T>(node: T, facts: Readonly<Record<string, string>>): T {
  if (Object.keys(facts).length === 0) return node;
  return fillDeep(node, facts) as T;
}

const isDataOrManifest = (path: string) => !isPlatformFactsFile(path) && !path.startsWith('schemas/meta/');

const fillText = (text: string, facts: Readonly<Record<string, string>>): string => (text.includes('{') ? fillFacts(text, facts).text : text);

function collectFactNames(node: unknown, facts: Readonly<Record<string, string>>, names: Map<string, string>): void {
  if (Array.isArray(node)) return node.forEach((item) => collectFactNames(item, facts, names));
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    const filled = fillText(key, facts);
    if (filled !== key) names.set(key, filled);
    collectFactNames(value, facts, names);
  }
}

function renameFields(node: unknown, names: ReadonlyMap<string, string>): unknown {
  if (typeof node === 'string') return names.get(node) ?? node;
  if (Array.isArray(node)) return node.map((item) => renameFields(item, names));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [names.get(key) ?? key, renameFields(value, names)]));
}

function fillDeep(node: unknown, facts: Readonly<Record<string, string>>): unknown {
  if (typeof node === 'string') return fillText(node, facts);
  if (Array.isArray(node)) return node.map((item) => fillDeep(item, facts));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fillDeep(value, facts)]));
}

const writtenNames = new WeakMap<SchemaSource, ReadonlyMap<string, string>>();

/**
 * A pointer into `withPlatformFacts(source)` as it is written in `source` on disk: each field name the
 * facts filled ('…_of_Stillpoint_assigned_spots') back to its written form ('…_of_{provider}_assigned_spots'),
 * so a message or text found in the filled source names its overlay key.
 */
export function writtenPointer(source: SchemaSource, pointer: string): string {
  let names = writtenNames.get(source);
  if (!names) {
    const filled = new Map<string, string>();
    const facts = platformFacts(source);
    for (const [path, document] of Object.entries(source)) if (isDataOrManifest(path)) collectFactNames(document, facts, filled);
    names = new Map([...filled].map(([written, name]) => [name, written]));
    writtenNames.set(source, names);
  }
  if (names.size === 0) return pointer;
  const byName = names;
  return pointer
    .split('/')
    .map((raw) => {
      const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
      const written = byName.get(segment);
      return written === undefined ? raw : written.replace(/~/g, '~0').replace(/\//g, '~1');
    })
    .join('/');
}

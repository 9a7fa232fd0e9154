import { isDataFile, type SchemaSource } from '../../../engine/schemaSource';

/** One piece of schema text a publisher reads: where it is written and what it says in English. */
export interface SchemaText {
  file: string;
  pointer: string;
  text: string;
}

/** The overlay key of a text: 'schemas/common/text.schema.json#/$defs/title/errorMessage/maxLength'. */
export const overlayKey = (file: string, pointer: string) => `${file}#${pointer}`;

const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

// Schema keywords whose values are names of properties (each a subschema), not keywords.
const SCHEMA_MAPS = new Set(['properties', '$defs', 'definitions', 'patternProperties', 'dependentSchemas']);
// Keywords holding data or references, never text for people.
const NOT_TEXT = new Set(['const', 'enum', 'default', 'examples', '$comment', '$ref', '$id', '$schema', 'pattern', 'format', 'type', 'required']);
// `x-ui` settings that name things for code (a widget, a field, a folder), not text for people.
export const X_UI_CODE = new Set(['related_topics', 'value', 'in', 'widget', 'topic_group', 'topicGroup', 'parent', 'positionField', 'category', 'collection', 'folder', 'accept', 'notListedId', 'field', 'fields', 'kind', 'idField']);
// Manifest texts: titles, headings, button labels and dialog texts; everything else is configuration.
const MANIFEST_TEXT = new Set(['title', 'label', 'confirmTitle', 'confirmMessage', 'message', 'keep', 'discard']);

/** An x-ui value that names something for code ('stress', 'video/mp4', 'kids-sleep'), not a text for people. */
export const looksLikeCode = (value: string) => /^[a-z0-9_./-]+$/.test(value);

function stringLeaves(node: unknown, pointer: string, emit: (pointer: string, text: string) => void, skip?: Set<string>) {
  if (typeof node === 'string') {
    if (!skip || !looksLikeCode(node)) emit(pointer, node);
  }
  else if (Array.isArray(node)) node.forEach((item, index) => stringLeaves(item, `${pointer}/${index}`, emit, skip));
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) if (!skip?.has(key)) stringLeaves(value, `${pointer}/${escape(key)}`, emit, skip);
  }
}

function schemaTexts(node: unknown, pointer: string, emit: (pointer: string, text: string) => void) {
  if (Array.isArray(node)) return node.forEach((item, index) => schemaTexts(item, `${pointer}/${index}`, emit));
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escape(key)}`;
    if (SCHEMA_MAPS.has(key) && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value)) schemaTexts(sub, `${at}/${escape(name)}`, emit);
    } else if ((key === 'title' || key === 'description') && typeof value === 'string') emit(at, value);
    else if (key === 'errorMessage') stringLeaves(value, at, emit);
    else if (key === 'x-ui') stringLeaves(value, at, emit, X_UI_CODE);
    else if (!NOT_TEXT.has(key)) schemaTexts(value, at, emit);
  }
}

function manifestTexts(node: unknown, pointer: string, emit: (pointer: string, text: string) => void, underHeadings = false) {
  if (Array.isArray(node)) return node.forEach((item, index) => manifestTexts(item, `${pointer}/${index}`, emit, underHeadings));
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    const at = `${pointer}/${escape(key)}`;
    if (typeof value === 'string') {
      if (underHeadings || MANIFEST_TEXT.has(key)) emit(at, value);
    } else if (key !== '$comment') manifestTexts(value, at, emit, underHeadings || key === 'headings');
  }
}

const isManifest = (path: string) => /(^|\/)wizard\.json$/.test(path);
/** Files whose text publishers read: step and shared schemas and manifests under schemas/, not meta-schemas or data files (facts, insights figures). */
export const isTranslatedFile = (path: string) => path.startsWith('schemas/') && !path.startsWith('schemas/meta/') && !isDataFile(path);

/** Every translatable text of the schemas, file by file in a stable order. */
export function translatableTexts(source: SchemaSource): SchemaText[] {
  const texts: SchemaText[] = [];
  for (const file of Object.keys(source).filter(isTranslatedFile).sort()) {
    const emit = (pointer: string, text: string) => {
      if (text.trim()) texts.push({ file, pointer, text });
    };
    if (isManifest(file)) manifestTexts(source[file], '', emit);
    else schemaTexts(source[file], '', emit);
  }
  return texts;
}

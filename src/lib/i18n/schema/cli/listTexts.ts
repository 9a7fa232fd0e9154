// `tsx src/lib/i18n/schema/cli/listTexts.ts [locale]`: the distinct English schema texts still to
// translate for a locale (all of them without a locale), one JSON string per line: a translator's worklist.
import { loadSchemasFromDisk } from '../../../../engine/loadSchemasFromDisk';
import { readOverlay } from '../nodeSchemaText';
import { textHash } from '../overlay';
import { isRequiredFile } from '../overlayScope';
import { overlayKey, translatableTexts } from '../schemaTexts';

const locale = process.argv[2];
const overlay = locale ? readOverlay(process.cwd(), locale) : {};
const todo = new Set<string>();
for (const { file, pointer, text } of translatableTexts(loadSchemasFromDisk())) {
  const key = overlayKey(file, pointer);
  if (!isRequiredFile(key) && process.argv[3] !== '--all') continue;
  if (overlay[key]?.source !== textHash(text)) todo.add(text);
}
for (const text of todo) console.log(JSON.stringify(text));

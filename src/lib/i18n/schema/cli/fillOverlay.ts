// `tsx src/lib/i18n/schema/cli/fillOverlay.ts <locale> <dictionary.json> [--all]`: a translator's tool. The
// dictionary maps English texts to translations; every schema text with that English (in any file)
// gets an overlay entry with the hash of today's English. Existing entries for other texts are kept.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSchemasFromDisk } from '../../../../engine/loadSchemasFromDisk';
import { textHash, type SchemaOverlay } from '../overlay';
import { OVERLAY_DIR, readOverlay } from '../nodeSchemaText';
import { isRequiredFile } from '../overlayScope';
import { overlayKey, translatableTexts } from '../schemaTexts';

const [locale, dictionaryPath] = process.argv.slice(2);
if (!locale || !dictionaryPath) throw new Error('usage: fillOverlay <locale> <dictionary.json>');
const dictionary = JSON.parse(readFileSync(dictionaryPath, 'utf8')) as Record<string, string>;
const root = process.cwd();
const overlay: SchemaOverlay = readOverlay(root, locale);
let filled = 0;
for (const { file, pointer, text } of translatableTexts(loadSchemasFromDisk(root))) {
  const translated = dictionary[text];
  // Only the screens that exist: a wizard still being written would turn these stale under its author.
  if (translated === undefined || (!isRequiredFile(overlayKey(file, pointer)) && process.argv[4] !== '--all')) continue;
  overlay[overlayKey(file, pointer)] = { text: translated, source: textHash(text) };
  filled++;
}
const sorted = Object.fromEntries(Object.entries(overlay).sort(([a], [b]) => a.localeCompare(b)));
writeFileSync(join(root, OVERLAY_DIR, `${locale}.json`), `${JSON.stringify(sorted, null, 1)}\n`);
console.log(`${locale}: ${filled} entries filled, ${Object.keys(sorted).length} in the overlay`);

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { compileWizard } from '../../src/engine/compileWizard';
import type { CompiledWizard } from '../../src/engine/compiledWizard';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import type { SchemaSource } from '../../src/engine/schemaSource';

// The staff promise, grown (issue 9): a copy of the shapes fixture wizard (tests/fixtures/wizards/shapes)
// edited as product staff would edit its JSON files — a step renamed (key, title and file), a field moved to
// another step, new unsaved-changes texts, a step hidden for one variant, an item list added — and written to a
// temporary folder. The browser tests compile that folder; the server tests start the real server with it as
// the only extra schema folder. No code is edited.
const ORIGINAL = 'tests/fixtures/wizards/shapes';
export const DIALOG = { title: 'Discard your edits?', message: 'What you typed on this step will be lost.', keep: 'Keep my edits', discard: 'Discard edits' };
export const CHAPTER_NAME_SHORT = 'A chapter name has at least 3 characters';
export const CHAPTER_NAME_MISSING = 'Please name the chapter';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function readFolder(dir: string): Record<string, Json> {
  const files: Record<string, Json> = {};
  const walk = (d: string): void =>
    readdirSync(d, { withFileTypes: true }).forEach((e) => {
      const full = join(d, e.name);
      if (e.isDirectory()) walk(full);
      else files[relative(dir, full).split('\\').join('/')] = JSON.parse(readFileSync(full, 'utf8')) as Json;
    });
  walk(dir);
  return files;
}

/** What a staff member edits, file by file; nothing here is code the app runs. */
export function staffEdit(original: Record<string, Json>): Record<string, Json> {
  const files = structuredClone(original);
  const manifest = files['wizard.json']!;
  // 1. Rename a step: key, title and file name (and the variant that hid it under its old key).
  const pricing = manifest.steps.find((s: Json) => s.key === 'pricing');
  Object.assign(pricing, { key: 'price-tier', title: 'Price tier', schema: './steps/price-tier.schema.json' });
  files['steps/price-tier.schema.json'] = { ...files['steps/pricing.schema.json']!, title: 'Price tier' };
  delete files['steps/pricing.schema.json'];
  manifest.variants.FREE.hideSteps = ['price-tier'];
  // 2. Move the title from Details to Categorize, with its required message.
  const details = files['steps/details.schema.json']!;
  const categorize = files['steps/categorize.schema.json']!;
  categorize.properties = { title: details.properties.title, ...categorize.properties };
  categorize.required = ['title'];
  categorize.errorMessage = { required: { title: details.errorMessage.required.title } };
  delete details.properties.title;
  details.required = details.required.filter((f: string) => f !== 'title');
  delete details.errorMessage.required.title;
  // 3. New unsaved-changes texts.
  manifest.dialogs.unsavedChanges = DIALOG;
  // 4. Hide the meals step for the PREMIUM variant only.
  manifest.variants.PREMIUM.hideSteps = ['meals'];
  // 5. An item list saved inline with the step.
  details.properties.chapters = {
    title: 'Chapters',
    type: 'array',
    maxItems: 5,
    items: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { title: 'Name', type: 'string', minLength: 3, errorMessage: { minLength: CHAPTER_NAME_SHORT } },
        minutes: { title: 'Minutes', type: 'integer', minimum: 1 },
      },
      errorMessage: { required: { name: CHAPTER_NAME_MISSING } },
    },
    errorMessage: { maxItems: 'At most 5 chapters' },
    'x-ui': { widget: 'itemList', options: { itemName: 'Chapter', addLabel: 'Add chapter', saveLabel: 'Save chapter', emptyText: 'No chapters yet.', summary: { title: '{name}' } } },
  };
  return files;
}

export interface EditedCopy {
  /** The copy's folder, relative to the project root (what `extraSchemaDirs` takes). */
  dir: string;
  source: SchemaSource;
  compiled(variant: string, mode?: 'create' | 'edit'): CompiledWizard;
  remove(): void;
}

/**
 * Writes the edited copy into a fresh folder `tests/staff-edit-…/wizards/shapes` (the fixture's depth, so its
 * relative $refs to schemas/ still resolve) and reads it back with the shared schemas, as the server does.
 */
export function writeEditedCopy(): EditedCopy {
  const dir = mkdtempSync('tests/staff-edit-');
  for (const [file, json] of Object.entries(staffEdit(readFolder(ORIGINAL)))) {
    mkdirSync(dirname(join(dir, 'wizards/shapes', file)), { recursive: true });
    writeFileSync(join(dir, 'wizards/shapes', file), JSON.stringify(json, null, 2));
  }
  const source = loadSchemasFromDisk(process.cwd(), ['schemas', dir]);
  return {
    dir,
    source,
    compiled: (variant, mode = 'edit') => compileWizard(source, 'shapes', { variant, mode }),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}

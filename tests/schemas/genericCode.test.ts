import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileWizard } from '../../src/engine/compileWizard';
import { findManifest, listWizardIds } from '../../src/engine/findManifest';
import { loadSchemasFromDisk } from '../../src/engine/loadSchemasFromDisk';
import type { WizardMode } from '../../src/engine/manifest';
import { isMetaSchemaPath } from '../../src/engine/schemaSource';

// Issue 9 "done when": generic code names no wizard's step or field, so renaming one in schemas/ needs no
// code change. A name that is also a word of the manifest or step format (title, review, description…) is
// format vocabulary, not a wizard's: those are left out, and everything else must not appear as a string,
// a property access or an object key in the generic folders.
const GENERIC = ['src/server/wizards', 'src/engine', 'src/renderer', 'machines'];
const ROOT = join(import.meta.dirname, '../..');
const source = loadSchemasFromDisk(ROOT);

function collectWords(node: unknown, into: Set<string>): Set<string> {
  if (typeof node === 'string') into.add(node);
  else if (Array.isArray(node)) node.forEach((n) => collectWords(n, into));
  else if (typeof node === 'object' && node !== null) {
    for (const [key, value] of Object.entries(node)) {
      into.add(key);
      collectWords(value, into);
    }
  }
  return into;
}

function wizardNames(): Set<string> {
  const names = new Set<string>();
  for (const id of listWizardIds(source)) {
    const { manifest } = findManifest(source, id);
    const modes = (manifest.modes ?? ['create', 'edit']) as WizardMode[];
    for (const variant of manifest.variants ? Object.keys(manifest.variants) : [undefined]) {
      for (const mode of modes) {
        for (const step of compileWizard(source, id, { variant, mode }).steps) {
          names.add(step.key);
          step.fields.forEach((f) => names.add(f));
        }
      }
    }
  }
  return names;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    // Tests and test kits may name fixtures' and real wizards' fields: they are not the generic code.
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !path.includes('/testing/') ? [path] : [];
  });
}

// A key is the whole name: '$comment' (a JSON Schema keyword) is not the field 'comment'.
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Comments may use plain words that happen to be field names elsewhere ('video', 'dates'); code may not.
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
// Catalog keys ('wizard.topics.choose') name interface texts, not fields.
const withoutCatalogKeys = (text: string) => text.replace(/(['"`])[a-z][\w-]*(?:\.[\w-]+){2,}\1/g, "''");
const vocabulary = Object.entries(source)
  .filter(([path]) => isMetaSchemaPath(path))
  .reduce((words, [, doc]) => collectWords(doc, words), new Set<string>());
const specific = [...wizardNames()].filter((name) => !vocabulary.has(name));

describe('generic code names no wizard step or field', () => {
  it('has wizard-specific names to look for (the check is not vacuous)', () => {
    expect(specific).toEqual(expect.arrayContaining(['details', 'promo', 'lessons', 'course_type', 'publish_after']));
  });

  it.each(GENERIC)('%s', (dir) => {
    const found: string[] = [];
    for (const file of sourceFiles(dir)) {
      const text = withoutCatalogKeys(withoutComments(readFileSync(join(ROOT, file), 'utf8')));
      for (const name of specific) {
        const n = escape(name);
        if (new RegExp(`(['"\`])${n}\\1|\\.${n}\\b(?!\\s*\\()|(?<![\\w$])${n}\\??:`).test(text)) found.push(`${relative('.', file)}: ${name}`);
      }
    }
    expect(found).toEqual([]);
  });
});

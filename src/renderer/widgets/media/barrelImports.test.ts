import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// DESIGN §9 route budgets: a wizard page that imports one uploader through the media barrel (index.ts)
// got every media field with it in one shared chunk (the snippet cutter with NumberInput and
// react-number-format, the HLS uploader, the image list with dnd-kit): 13 kB gzip on the course route.
const root = fileURLToPath(new URL('../../../..', import.meta.url));
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

describe('the media widgets barrel', () => {
  it('is not imported by the app: each page imports the fields it registers by their own files', () => {
    const barrelImports = sourceFiles(join(root, 'src'))
      .filter((file) => /from '(\.\.\/)+(renderer\/)?widgets\/media'|from '\.\.?\/media'/.test(readFileSync(file, 'utf8')))
      .filter((file) => !file.includes('/widgets/media/'))
      .map((file) => relative(root, file));
    expect(barrelImports).toEqual([]);
  });
});

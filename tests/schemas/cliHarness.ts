import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../src/engine/validation/testing/keywordHarness';

// Tests reach into arbitrary JSON shapes to break them; a loose type keeps those edits short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** A throwaway copy of `schemas/` and the fixture wizard, for tests that break files on purpose. */
export function copySchemas(): { root: string; edit(path: string, change: (json: Json) => void): void; write(path: string, text: string): void; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'schemas-'));
  cpSync(join(PROJECT_ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  mkdirSync(join(root, 'tests/fixtures'), { recursive: true });
  cpSync(join(PROJECT_ROOT, 'tests/fixtures/wizards'), join(root, 'tests/fixtures/wizards'), { recursive: true });
  return {
    root,
    edit(path, change) {
      const file = join(root, path);
      const json = JSON.parse(readFileSync(file, 'utf8'));
      change(json);
      writeFileSync(file, JSON.stringify(json, null, 2));
    },
    write: (path, text) => writeFileSync(join(root, path), text),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}

/** Runs one of our CLIs with tsx, as `npm run` does. */
export function runCli(script: 'schemasCheck' | 'validate', args: string[], cwd = PROJECT_ROOT): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(join(PROJECT_ROOT, 'node_modules/.bin/tsx'), [join(PROJECT_ROOT, `src/engine/cli/${script}.ts`), ...args], { cwd, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
